//! The XOR-Trie referee's line protocol: a script of commands in, a transcript out.
//!
//! This is what `xor_trie_referee` does between reading its standard input and writing its
//! outputs; the rules themselves are in [`crate::xor_trie`], the full protocol (every
//! command and every event line) in `docs/xor-trie-rules.md` §7.
//!
//! # Input
//!
//! One command per line; everything from `#` to the end of a line is a comment, and lines
//! left blank are skipped ([`tokens`]). Line numbers count every line of the input, blank
//! or not, from 1. The commands ([`Command`], read by [`parse_command`]):
//!
//! * `players N` (4..=8): the first command, once;
//! * `round`: starts a round; optional before the first round;
//! * the setup lines `seed S` (required), `deal v1 … vN`, `markers c1 … ck`,
//!   `deck x1 x2 …` and `skills k1 k2 …`, each at most once per round, in any order,
//!   before its first action; each is checked against the card set as soon as it is read;
//! * actions, led by the acting seat: `S draw`, `S play V self|public`, `S test V`,
//!   `S redeem`, `S discard K`, `S skill K self|public [L]`, `S counter`,
//!   `S end [keep V…]`, `S give T`.
//!
//! # How the lines drive the engine
//!
//! A round is set up (its setup events printed) when the first line after its setup lines
//! arrives, or at the end of the input. A skill just played waits for counters: the next
//! line closes that window unless it is a `counter`, so the skill acts *before* that line
//! is examined; the end of the input also lets it act. When a round ends its standings are
//! printed; after the last line, if the last round has ended, the match ranking follows.
//! With `show`, the trie is drawn at the start of each round, after each turn and at the end
//! ([`Game::draw_trie`]).
//!
//! # Errors
//!
//! The first illegal or malformed line stops the referee: [`referee`] returns the
//! transcript up to that line together with a [`LineError`] naming the line and the reason,
//! and nothing from that line is applied (a skill whose counter window that line closed has
//! acted, since that happens before the line is examined). Input that ends in the middle of
//! a round (or holds no round) is an error reported at its last non-blank line. Which check
//! fails first is part of the contract, since it decides the message: a line that is out of
//! place (`players` twice, a setup line after its round has begun or ended) says so before
//! its arguments are read, except `seed` and `round`, whose arguments are read first.
//!
//! # Self-play
//!
//! [`selfplay_report`] plays rounds with the built-in bots ([`crate::xor_trie_bots`]) and
//! formats their statistics ([`format_selfplay`]).

use crate::xor_trie::{Action, Event, Game, Match, Seat, Setup, Skill, Target};
use crate::xor_trie_bots::{BotKind, SelfplayStats, selfplay};
use std::fmt::{self, Write as _};
use std::time::Instant;

/// Why the referee stopped: the 1-based line of the input and the reason.
///
/// Its `Display` is `line L: <why>`, the text after `error: ` on the referee's stderr.
///
/// ```
/// use grundy::xor_trie_protocol::LineError;
/// let e = LineError { line: 3, why: "unknown command `x`".into() };
/// assert_eq!(e.to_string(), "line 3: unknown command `x`");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    /// The line, counting from 1 (blank and comment lines included).
    pub line: usize,
    /// What is wrong with it.
    pub why: String,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for LineError {}

/// What [`referee`] produced: the transcript, complete or up to the first bad line, and the
/// error that stopped it, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transcript {
    /// The event lines, standings and (after a complete input) match ranking, each line
    /// ending in `\n`.
    pub text: String,
    /// The first illegal or malformed line, or `None` if the whole input was refereed.
    pub error: Option<LineError>,
}

/// The words of one input line: everything from the first `#` on is dropped, the rest is
/// split at whitespace. A blank or comment-only line has no words.
///
/// ```
/// use grundy::xor_trie_protocol::tokens;
/// assert_eq!(tokens("  1 play 16  self # first prize"), ["1", "play", "16", "self"]);
/// assert!(tokens("# a comment").is_empty());
/// assert!(tokens("   ").is_empty());
/// ```
pub fn tokens(line: &str) -> Vec<&str> {
    let content = line.split('#').next().unwrap_or("");
    content.split_whitespace().collect()
}

/// One command of the protocol, as read from a line's words (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `players N`, N in 4..=8.
    Players(usize),
    /// `round`.
    Round,
    /// `seed S`.
    Seed(u64),
    /// `deal v1 … vN`: the starting cards by seat.
    Deal(Vec<u16>),
    /// `markers c1 … ck`: the marker cards.
    Markers(Vec<u16>),
    /// `deck x1 x2 …`: the top of the basic deck, top first (at least one card).
    Deck(Vec<u16>),
    /// `skills k1 k2 …`: the top of the skill deck, top first (at least one card).
    Skills(Vec<Skill>),
    /// `S <verb> …`: an action of seat S.
    Act(Seat, Action),
}

/// Reads one command from the (non-empty) words of a line; `players` is the number of seats
/// actions are checked against (seat numbers must be in `1..=players`).
///
/// Only the line's own form is checked here: the number of arguments, numbers, targets,
/// skill symbols, seat numbers. Whether the command fits the game's state (a card held, a
/// setup consistent with the card set, …) is the referee's and the engine's business.
/// Tokens quoted in messages are clipped to 20 characters.
///
/// # Panics
/// If `words` is empty.
///
/// ```
/// use grundy::xor_trie::{Action, Target};
/// use grundy::xor_trie_protocol::{Command, parse_command};
/// assert_eq!(parse_command(&["seed", "7"], 4), Ok(Command::Seed(7)));
/// assert_eq!(
///     parse_command(&["2", "play", "5", "public"], 4),
///     Ok(Command::Act(2, Action::Play { card: 5, target: Target::Public }))
/// );
/// assert_eq!(
///     parse_command(&["5", "draw"], 4),
///     Err("there is no seat 5 among 4 players".to_string())
/// );
/// ```
pub fn parse_command(words: &[&str], players: usize) -> Result<Command, String> {
    let cmd = words[0];
    let args = &words[1..];
    match cmd {
        "players" => parse_players(args).map(Command::Players),
        "round" => {
            if args.is_empty() {
                Ok(Command::Round)
            } else {
                Err(format!("`round` takes no argument, got {}", args.len()))
            }
        }
        "seed" => {
            if args.len() != 1 {
                return Err(format!("`seed` takes 1 argument, got {}", args.len()));
            }
            parse_num(args[0], "a seed (u64)").map(Command::Seed)
        }
        "deal" => parse_cards(args).map(Command::Deal),
        "markers" => parse_cards(args).map(Command::Markers),
        "deck" => {
            if args.is_empty() {
                return Err("`deck` lists no card".into());
            }
            parse_cards(args).map(Command::Deck)
        }
        "skills" => {
            if args.is_empty() {
                return Err("`skills` lists no card".into());
            }
            args.iter()
                .map(|t| parse_skill(t))
                .collect::<Result<_, _>>()
                .map(Command::Skills)
        }
        _ if cmd.starts_with(|c: char| c.is_ascii_digit()) => {
            let (seat, action) = parse_action(players, words)?;
            Ok(Command::Act(seat, action))
        }
        other => Err(format!("unknown command `{}`", clip(other))),
    }
}

/// The arguments of `players`: one count in 4..=8.
fn parse_players(args: &[&str]) -> Result<usize, String> {
    if args.len() != 1 {
        return Err(format!("`players` takes 1 argument, got {}", args.len()));
    }
    let n: usize = parse_num(args[0], "a player count")?;
    if !(4..=8).contains(&n) {
        return Err(format!("{n} players: the game is for 4..=8"));
    }
    Ok(n)
}

fn parse_num<T: std::str::FromStr>(token: &str, what: &str) -> Result<T, String> {
    token
        .parse()
        .map_err(|_| format!("cannot read `{}` as {what}", clip(token)))
}

/// The first 20 characters of a token, for messages.
fn clip(token: &str) -> String {
    token.chars().take(20).collect()
}

fn parse_cards(tokens: &[&str]) -> Result<Vec<u16>, String> {
    tokens.iter().map(|t| parse_num(t, "a card")).collect()
}

fn parse_skill(token: &str) -> Result<Skill, String> {
    Skill::parse(token).ok_or_else(|| format!("`{}` is not a skill (<< >> ~ I C)", clip(token)))
}

/// An action line: the seat (checked against `1..=players`), the verb, its arguments.
fn parse_action(players: usize, tokens: &[&str]) -> Result<(Seat, Action), String> {
    let seat: usize = parse_num(tokens[0], "a seat")?;
    if !(1..=players).contains(&seat) {
        return Err(format!("there is no seat {seat} among {players} players"));
    }
    let verb = *tokens
        .get(1)
        .ok_or_else(|| format!("seat {seat} names no action"))?;
    let args = &tokens[2..];
    let want = |k: usize| -> Result<(), String> {
        if args.len() == k {
            Ok(())
        } else {
            Err(format!(
                "`{verb}` takes {k} argument{}, got {}",
                if k == 1 { "" } else { "s" },
                args.len()
            ))
        }
    };
    let target = |t: &str| -> Result<Target, String> {
        Target::parse(t).ok_or_else(|| format!("`{}` is not self or public", clip(t)))
    };
    let action = match verb {
        "draw" => {
            want(0)?;
            Action::Draw
        }
        "play" => {
            want(2)?;
            Action::Play {
                card: parse_num(args[0], "a card")?,
                target: target(args[1])?,
            }
        }
        "test" => {
            want(1)?;
            Action::Test {
                card: parse_num(args[0], "a card")?,
            }
        }
        "redeem" => {
            want(0)?;
            Action::Redeem
        }
        "discard" => {
            want(1)?;
            Action::Discard {
                skill: parse_skill(args[0])?,
            }
        }
        "skill" => {
            if args.len() != 2 && args.len() != 3 {
                return Err(format!(
                    "`skill` takes 2 or 3 arguments, got {}",
                    args.len()
                ));
            }
            Action::Cast {
                skill: parse_skill(args[0])?,
                target: target(args[1])?,
                layer: args.get(2).map(|t| parse_num(t, "a layer")).transpose()?,
            }
        }
        "counter" => {
            want(0)?;
            Action::Counter
        }
        "end" => match args.first() {
            None => Action::End { keep: None },
            Some(&"keep") => Action::End {
                keep: Some(parse_cards(&args[1..])?),
            },
            Some(other) => return Err(format!("`end` expects `keep`, got `{}`", clip(other))),
        },
        "give" => {
            want(1)?;
            Action::Give {
                to: parse_num(args[0], "a seat")?,
            }
        }
        other => return Err(format!("unknown action `{}`", clip(other))),
    };
    Ok((seat, action))
}

/// Referees a whole script (see the module docs) and returns its transcript, stopping at
/// the first illegal or malformed line. With `show`, the trie is drawn at the start of each
/// round, after each turn and at its end.
///
/// Complexity: linear in the input, O(1) engine work per action (plus O(layers × seats)
/// per drawing).
///
/// ```
/// use grundy::xor_trie_protocol::referee;
/// let t = referee("players 4\nseed 1\n\n1 jump\n", false);
/// let e = t.error.unwrap();
/// assert_eq!((e.line, e.why.as_str()), (4, "unknown action `jump`"));
/// // The round was set up when its first action line arrived.
/// assert!(t.text.starts_with("round 1 seed 1 players 4\n"));
/// ```
pub fn referee(script: &str, show: bool) -> Transcript {
    let mut r = Referee {
        out: String::new(),
        show,
        players: None,
        round: 0,
        phase: Phase::NoRound,
        matches: None,
    };
    let mut last = 1;
    for (i, raw) in script.lines().enumerate() {
        let words = tokens(raw);
        if words.is_empty() {
            continue;
        }
        last = i + 1;
        if let Err(why) = r.command(&words) {
            return r.stop(last, why);
        }
    }
    if let Err(why) = r.finish() {
        return r.stop(last, why);
    }
    Transcript {
        text: r.out,
        error: None,
    }
}

/// [`referee`] on raw bytes: input that is not UTF-8 text is an error at the line holding
/// the first bad byte, with an empty transcript.
///
/// ```
/// use grundy::xor_trie_protocol::referee_bytes;
/// let t = referee_bytes(b"players 4\nseed 1\n\xff\n", false);
/// assert_eq!(t.text, "");
/// assert_eq!(t.error.unwrap().to_string(), "line 3: input is not valid UTF-8 text");
/// ```
pub fn referee_bytes(input: &[u8], show: bool) -> Transcript {
    match std::str::from_utf8(input) {
        Ok(text) => referee(text, show),
        Err(e) => {
            let at = e.valid_up_to();
            let line = 1 + input[..at].iter().filter(|&&b| b == b'\n').count();
            Transcript {
                text: String::new(),
                error: Some(LineError {
                    line,
                    why: "input is not valid UTF-8 text".into(),
                }),
            }
        }
    }
}

/// Plays `rounds` rounds of `players` (4..=8) with `bot`s, seeded from `seed`, timing them,
/// and returns the statistics as [`format_selfplay`] writes them.
///
/// # Panics
/// If `players` is not in 4..=8.
pub fn selfplay_report(rounds: u64, players: usize, seed: u64, bot: BotKind) -> String {
    let start = Instant::now();
    let stats = selfplay(rounds, players, seed, bot);
    let secs = start.elapsed().as_secs_f64();
    format_selfplay(&stats, seed, bot, secs)
}

/// The self-play statistics of `stats` (played from `seed` with `bot`s in `secs` seconds):
/// the parameters, rounds per second, turns per round (mean, min, max), actions per round,
/// rounds by end cause, gold medals by seat (`wins by seat 1 g1 2 g2 …`) and the match
/// ranking. Means over zero rounds are taken as over one.
///
/// ```
/// use grundy::xor_trie_bots::{BotKind, selfplay};
/// use grundy::xor_trie_protocol::format_selfplay;
/// let stats = selfplay(4, 5, 9, BotKind::Random);
/// let text = format_selfplay(&stats, 9, BotKind::Random, 0.5);
/// let mut lines = text.lines();
/// assert_eq!(lines.next(), Some("selfplay rounds 4 players 5 seed 9 bot random"));
/// assert_eq!(lines.next(), Some("rounds per second 8 (0.500 s)"));
/// ```
pub fn format_selfplay(stats: &SelfplayStats, seed: u64, bot: BotKind, secs: f64) -> String {
    let rounds = stats.rounds;
    let players = stats.wins.len();
    let mut out = String::new();
    let r = rounds.max(1) as f64;
    writeln!(
        out,
        "selfplay rounds {rounds} players {players} seed {seed} bot {}",
        bot.name()
    )
    .unwrap();
    writeln!(
        out,
        "rounds per second {:.0} ({secs:.3} s)",
        rounds as f64 / secs.max(1e-9)
    )
    .unwrap();
    writeln!(
        out,
        "turns per round mean {:.1} min {} max {}",
        stats.turns as f64 / r,
        stats.min_turns,
        stats.max_turns
    )
    .unwrap();
    writeln!(
        out,
        "actions per round mean {:.1}",
        stats.actions as f64 / r
    )
    .unwrap();
    for (name, count) in ["public-top", "player-top", "last-standing", "deck-empty"]
        .iter()
        .zip(stats.causes)
    {
        writeln!(out, "end cause {name} {count}").unwrap();
    }
    let wins: Vec<String> = stats
        .wins
        .iter()
        .enumerate()
        .map(|(i, w)| format!("{} {w}", i + 1))
        .collect();
    writeln!(out, "wins by seat {}", wins.join(" ")).unwrap();
    write!(out, "{}", stats.matches).unwrap();
    out
}

/// Where the script stands.
enum Phase {
    /// No round has started (after `players`).
    NoRound,
    /// Setup lines of the current round are being read.
    Setup {
        seed: Option<u64>,
        setup: Setup,
        seen: Vec<&'static str>,
    },
    /// Round in play.
    Running(Box<Game>),
    /// The last round has ended.
    Ended,
}

/// The referee's state between lines.
struct Referee {
    /// The transcript so far.
    out: String,
    show: bool,
    players: Option<usize>,
    round: u32,
    phase: Phase,
    matches: Option<Match>,
}

impl Referee {
    /// Ends refereeing at `line` for `why`, keeping the transcript so far.
    fn stop(self, line: usize, why: String) -> Transcript {
        Transcript {
            text: self.out,
            error: Some(LineError { line, why }),
        }
    }

    /// Appends the events to the transcript, with the trie drawings of `--show`: at the
    /// start (after the first turn's `turn` line), before every later turn's `turn` line,
    /// and before the round's end.
    fn emit(&mut self, game: &Game, events: &[Event]) {
        for e in events {
            if self.show
                && (matches!(e, Event::Turn { number, .. } if *number > 1)
                    || matches!(e, Event::RoundEnd { .. }))
            {
                self.draw(game);
            }
            writeln!(self.out, "{e}").unwrap();
            if self.show && matches!(e, Event::Turn { number: 1, .. }) {
                self.draw(game);
            }
        }
    }

    fn draw(&mut self, game: &Game) {
        match game.ended() {
            Some(_) => writeln!(self.out, "trie at the end").unwrap(),
            None if game.turn_number() == 1 => writeln!(self.out, "trie at the start").unwrap(),
            None => writeln!(self.out, "trie after turn {}", game.turn_number() - 1).unwrap(),
        }
        write!(self.out, "{}", game.draw_trie()).unwrap();
    }

    /// Claims the setup line `cmd` for the current round (starting round 1 if none has
    /// started): an error if the round has begun or ended, or if `cmd` was given already.
    fn claim_setup(&mut self, cmd: &'static str) -> Result<(), String> {
        if matches!(self.phase, Phase::NoRound) {
            self.start_round();
        }
        match &mut self.phase {
            Phase::Setup { seen, .. } => {
                if seen.contains(&cmd) {
                    return Err(format!("`{cmd}` is given twice for round {}", self.round));
                }
                seen.push(cmd);
                Ok(())
            }
            Phase::Running(_) => Err(format!(
                "`{cmd}` comes after round {} has begun",
                self.round
            )),
            Phase::Ended => Err(format!(
                "round {} has ended; start the next one with `round`",
                self.round
            )),
            Phase::NoRound => unreachable!("a round was just started"),
        }
    }

    /// Replaces the setup being read by `change`d copy of it, if that is consistent.
    fn amend_setup(&mut self, change: impl FnOnce(&mut Setup)) -> Result<(), String> {
        let Phase::Setup { setup, .. } = &mut self.phase else {
            unreachable!("claim_setup succeeded")
        };
        let mut next = setup.clone();
        change(&mut next);
        next.validate()?;
        *setup = next;
        Ok(())
    }

    fn start_round(&mut self) {
        self.round += 1;
        self.phase = Phase::Setup {
            seed: None,
            setup: Setup::new(self.players.unwrap(), 0),
            seen: Vec::new(),
        };
    }

    /// Lets a skill waiting for counters act (and the round end, if it does).
    fn close_counter_window(&mut self) {
        if let Phase::Running(game) = &mut self.phase {
            let ev = game.resolve();
            let game = match std::mem::replace(&mut self.phase, Phase::Ended) {
                Phase::Running(g) => g,
                _ => unreachable!(),
            };
            self.emit(&game, &ev);
            self.after_events(game);
        }
    }

    /// One non-empty line.
    fn command(&mut self, words: &[&str]) -> Result<(), String> {
        let cmd = words[0];
        let Some(n) = self.players else {
            if cmd != "players" {
                return Err("the first command must be `players N`".into());
            }
            let n = parse_players(&words[1..])?;
            self.players = Some(n);
            self.matches = Some(Match::new(n));
            return Ok(());
        };
        let setup_list = matches!(cmd, "deal" | "markers" | "deck" | "skills");
        // The first line after a round's setup lines sets the round up.
        if !setup_list && cmd != "seed" && matches!(&self.phase, Phase::Setup { seed: Some(_), .. })
        {
            self.begin_round()?;
        }
        // Any line but a counter closes a waiting skill's counter window.
        if words.get(1) != Some(&"counter") {
            self.close_counter_window();
        }
        // Lines out of place say so before their arguments are read.
        match cmd {
            "players" => return Err("`players` is given twice".into()),
            "deal" => self.claim_setup("deal")?,
            "markers" => self.claim_setup("markers")?,
            "deck" => self.claim_setup("deck")?,
            "skills" => self.claim_setup("skills")?,
            _ => {}
        }
        match parse_command(words, n)? {
            Command::Players(_) => unreachable!("`players` is handled above"),
            Command::Round => match self.phase {
                Phase::NoRound | Phase::Ended => {
                    self.start_round();
                    Ok(())
                }
                Phase::Setup { .. } => Err(format!("round {} has not begun", self.round)),
                Phase::Running(_) => Err(format!("round {} has not ended", self.round)),
            },
            Command::Seed(s) => {
                self.claim_setup("seed")?;
                if let Phase::Setup { seed, setup, .. } = &mut self.phase {
                    *seed = Some(s);
                    setup.seed = s;
                }
                Ok(())
            }
            Command::Deal(cards) => self.amend_setup(|s| s.deal = Some(cards)),
            Command::Markers(cards) => self.amend_setup(|s| s.markers = Some(cards)),
            Command::Deck(cards) => self.amend_setup(|s| s.deck_top = cards),
            Command::Skills(skills) => self.amend_setup(|s| s.skills_top = skills),
            Command::Act(seat, action) => self.action(seat, &action),
        }
    }

    /// Sets the round up once its setup lines are over (at its first other line, or at the
    /// end of the input), printing the setup events.
    fn begin_round(&mut self) -> Result<(), String> {
        if let Phase::Setup { seed, setup, .. } = &self.phase {
            if seed.is_none() {
                return Err(format!(
                    "round {} needs `seed S` before its first action",
                    self.round
                ));
            }
            let (game, ev) = Game::new(self.round, setup)?;
            self.emit(&game, &ev);
            self.phase = Phase::Running(Box::new(game));
        }
        Ok(())
    }

    fn action(&mut self, seat: Seat, action: &Action) -> Result<(), String> {
        self.begin_round()?;
        match std::mem::replace(&mut self.phase, Phase::Ended) {
            Phase::Running(mut game) => match game.apply(seat, action) {
                Ok(ev) => {
                    self.emit(&game, &ev);
                    self.after_events(game);
                    Ok(())
                }
                Err(why) => {
                    self.phase = Phase::Running(game);
                    Err(why)
                }
            },
            Phase::Ended => Err(format!("round {} has ended", self.round)),
            Phase::NoRound => {
                self.phase = Phase::NoRound;
                Err("no round has been set up: give `seed S` first".into())
            }
            Phase::Setup { .. } => unreachable!("begin_round succeeded"),
        }
    }

    /// Puts the game back, or closes the round with its standings if it ended.
    fn after_events(&mut self, game: Box<Game>) {
        if game.ended().is_some() {
            let st = game.standings();
            write!(self.out, "{st}").unwrap();
            self.matches.as_mut().unwrap().record(&st);
            self.phase = Phase::Ended;
        } else {
            self.phase = Phase::Running(game);
        }
    }

    /// The end of the input: sets up a round whose setup lines were last, lets a waiting
    /// skill act, and prints the match ranking if the last round has ended.
    fn finish(&mut self) -> Result<(), String> {
        if self.players.is_none() {
            return Err("the input is empty: the first command must be `players N`".into());
        }
        if matches!(&self.phase, Phase::Setup { seed: Some(_), .. }) {
            self.begin_round()?;
        }
        self.close_counter_window();
        match self.phase {
            Phase::NoRound => Err("the input holds no round".into()),
            Phase::Setup { .. } | Phase::Running(_) => Err(format!(
                "the input ends before round {} has ended",
                self.round
            )),
            Phase::Ended => {
                let m = self.matches.take().unwrap();
                write!(self.out, "{m}").unwrap();
                Ok(())
            }
        }
    }
}
