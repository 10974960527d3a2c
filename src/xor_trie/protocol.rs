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
//! arrives, or at the end of the input. A skill just played waits for counters: `counter`
//! and `give` lines leave that window open (tokens may be given at any time), any other
//! line closes it, so the skill acts *before* that line is examined and the line is
//! checked against the state that follows; the end of the input also lets it act. If the
//! line is bad, the skill's action is taken back with it (it did not happen: the
//! transcript ends at the `cast` line). When a round ends its standings are
//! printed; after the last line, if the last round has ended, the match ranking follows.
//! With `show`, the trie is drawn at the start of each round, after each turn and at the end
//! ([`Game::draw_trie`]).
//!
//! # Errors
//!
//! The first illegal or malformed line stops the referee: [`referee`] returns the
//! transcript up to that line together with a [`LineError`] naming the line and the reason,
//! and nothing from that line is applied (not even the action of a skill whose counter
//! window the line would have closed). Input that ends in the middle of
//! a round (or holds no round) is an error reported at its last non-blank line. Which check
//! fails first is part of the contract, since it decides the message: a line that is out of
//! place (`players` twice, a setup line after its round has begun or ended) says so before
//! its arguments are read, except `seed` and `round`, whose arguments are read first.
//!
//! # Self-play
//!
//! [`selfplay_report`] plays rounds with the built-in bots ([`crate::xor_trie::bots`]) and
//! formats their statistics ([`format_selfplay`]).

use crate::xor_trie::bots::{BotKind, SelfplayStats, selfplay};
use crate::xor_trie::{
    Action, EndCause, Event, Game, IllegalAction, MAX_PLAYERS, MIN_PLAYERS, Match, Seat, Setup,
    SetupError, Skill, Target,
};
use std::fmt::{self, Write as _};
use std::time::Instant;

/// Why the referee stopped: the 1-based line of the input and the reason.
///
/// Its `Display` is `line L: <why>`, the text after `error: ` on the referee's stderr.
///
/// ```
/// use grundy::xor_trie::protocol::LineError;
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
/// use grundy::xor_trie::protocol::tokens;
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
/// use grundy::xor_trie::{Action, Seat, Target};
/// use grundy::xor_trie::protocol::{Command, parse_command};
/// assert_eq!(parse_command(&["seed", "7"], 4), Ok(Command::Seed(7)));
/// assert_eq!(
///     parse_command(&["2", "play", "5", "public"], 4),
///     Ok(Command::Act(Seat::new(2), Action::Play { card: 5, target: Target::Public }))
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
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        return Err(SetupError::PlayerCount(n).to_string());
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
    let seat: Seat = parse_num(tokens[0], "a seat")?;
    if !seat.exists(players) {
        return Err(IllegalAction::NoSuchSeat { seat, players }.to_string());
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
/// use grundy::xor_trie::protocol::referee;
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

/// [`referee`] on raw bytes: a leading UTF-8 byte-order mark (as some editors write) is
/// skipped; input that is not UTF-8 text is an error at the line holding the first bad
/// byte, with an empty transcript.
///
/// ```
/// use grundy::xor_trie::protocol::{referee, referee_bytes};
/// let t = referee_bytes(b"players 4\nseed 1\n\xff\n", false);
/// assert_eq!(t.text, "");
/// assert_eq!(t.error.unwrap().to_string(), "line 3: input is not valid UTF-8 text");
/// let script = "players 4\nseed 1\n1 jump\n";
/// let with_bom = [&b"\xef\xbb\xbf"[..], script.as_bytes()].concat();
/// assert_eq!(referee_bytes(&with_bom, false), referee(script, false));
/// ```
pub fn referee_bytes(input: &[u8], show: bool) -> Transcript {
    const BOM: &[u8] = b"\xef\xbb\xbf";
    let input = input.strip_prefix(BOM).unwrap_or(input);
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
/// use grundy::xor_trie::bots::{BotKind, selfplay};
/// use grundy::xor_trie::protocol::format_selfplay;
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
    for (name, count) in EndCause::NAMES.iter().zip(stats.causes) {
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
#[derive(Clone)]
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
        next.validate().map_err(|e| e.to_string())?;
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
        // Any line but a counter or a give closes a waiting skill's counter window: the
        // skill acts first and the line is examined in the state that follows. If the line
        // is bad, the skill's action is taken back with it: nothing from the line applies.
        let window = matches!(&self.phase, Phase::Running(g) if g.counter_window().is_some());
        if window && !matches!(words.get(1), Some(&"counter" | &"give")) {
            let saved = (self.out.len(), self.phase.clone(), self.matches.clone());
            self.close_counter_window();
            let result = self.examine(n, words);
            if result.is_err() {
                let (len, phase, matches) = saved;
                self.out.truncate(len);
                self.phase = phase;
                self.matches = matches;
            }
            return result;
        }
        self.examine(n, words)
    }

    /// One non-empty line after `players`, once its round is set up and a skill waiting
    /// for counters has acted (unless the line is a `counter` or a `give`).
    fn examine(&mut self, n: usize, words: &[&str]) -> Result<(), String> {
        let cmd = words[0];
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
            let (game, ev) = Game::new(self.round, setup).map_err(|e| e.to_string())?;
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
                    Err(why.to_string())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A legal opening: seat 1 starts, holding 16 and 3 (as in `tests/xor_trie_referee.rs`).
    const OPENING: &str = "players 4
seed 1
deal 1 2 4 8
markers 500 501
deck 16 3 5 6 7 9 10 11 12 13 14 15 17 300 40 19
skills C << I ~ >> C
";

    const SKILLS_IN: &str = include_str!("../../testdata/xor_trie_referee/skills-and-counters.in");

    fn err(script: &str) -> LineError {
        referee(script, false).error.expect("the script must fail")
    }

    fn ok(script: &str) -> String {
        let t = referee(script, false);
        assert_eq!(t.error, None, "{script:?}");
        t.text
    }

    /// The transcript of a script that stops in the middle of round 1.
    fn unfinished(script: &str) -> String {
        let t = referee(script, false);
        assert_eq!(
            t.error.map(|e| e.why),
            Some("the input ends before round 1 has ended".to_string()),
            "{script:?}"
        );
        t.text
    }

    fn cmd(line: &str) -> Result<Command, String> {
        parse_command(&tokens(line), 4)
    }

    #[test]
    fn tokens_drop_comments_and_surrounding_space() {
        assert_eq!(tokens("players 4"), ["players", "4"]);
        assert_eq!(
            tokens("\t1  end keep 3 5\r"),
            ["1", "end", "keep", "3", "5"]
        );
        assert_eq!(tokens("seed 1#no space before the comment"), ["seed", "1"]);
        assert_eq!(
            tokens("1 skill << self # << # >>"),
            ["1", "skill", "<<", "self"]
        );
        assert!(tokens("").is_empty());
        assert!(tokens(" \t ").is_empty());
        assert!(tokens("#").is_empty());
        assert!(tokens("   # 1 draw").is_empty());
    }

    #[test]
    fn parse_command_reads_every_command() {
        use Action::*;
        use Skill::*;
        use Target::*;
        assert_eq!(cmd("players 8"), Ok(Command::Players(8)));
        assert_eq!(cmd("round"), Ok(Command::Round));
        assert_eq!(
            cmd("seed 18446744073709551615"),
            Ok(Command::Seed(u64::MAX))
        );
        assert_eq!(cmd("deal 1 2 4 8"), Ok(Command::Deal(vec![1, 2, 4, 8])));
        // Counts and ranges are the setup's business, not the parser's.
        assert_eq!(cmd("deal"), Ok(Command::Deal(vec![])));
        assert_eq!(cmd("markers 500 501"), Ok(Command::Markers(vec![500, 501])));
        assert_eq!(cmd("deck 16 3"), Ok(Command::Deck(vec![16, 3])));
        assert_eq!(
            cmd("skills C << I ~ >>"),
            Ok(Command::Skills(vec![Clr, Shl, Ins, Not, Shr]))
        );
        let act = |line: &str, seat: usize, action: Action| {
            assert_eq!(
                cmd(line),
                Ok(Command::Act(Seat::new(seat), action)),
                "{line}"
            );
        };
        act("1 draw", 1, Draw);
        act(
            "4 play 16 self",
            4,
            Play {
                card: 16,
                target: Own,
            },
        );
        act(
            "2 play 5 public",
            2,
            Play {
                card: 5,
                target: Public,
            },
        );
        act("3 test 7", 3, Test { card: 7 });
        act("1 redeem", 1, Redeem);
        act("2 discard ~", 2, Discard { skill: Not });
        act(
            "1 skill << public",
            1,
            Cast {
                skill: Shl,
                target: Public,
                layer: None,
            },
        );
        act(
            "1 skill C self 3",
            1,
            Cast {
                skill: Clr,
                target: Own,
                layer: Some(3),
            },
        );
        act("3 counter", 3, Counter);
        act("1 end", 1, End { keep: None });
        act("1 end keep", 1, End { keep: Some(vec![]) });
        act(
            "1 end keep 6 14",
            1,
            End {
                keep: Some(vec![6, 14]),
            },
        );
        act("4 give 1", 4, Give { to: Seat::new(1) });
        // The receiving seat is checked by the engine, not here.
        act("4 give 9", 4, Give { to: Seat::new(9) });
        act("04 draw", 4, Draw);
    }

    #[test]
    fn parse_command_rejects_malformed_lines_with_exact_messages() {
        let cases: &[(&str, &str)] = &[
            ("players", "`players` takes 1 argument, got 0"),
            ("players 4 5", "`players` takes 1 argument, got 2"),
            ("players four", "cannot read `four` as a player count"),
            ("players 3", "3 players: the game is for 4..=8"),
            ("players 9", "9 players: the game is for 4..=8"),
            ("round 2", "`round` takes no argument, got 1"),
            ("seed", "`seed` takes 1 argument, got 0"),
            ("seed 1 2", "`seed` takes 1 argument, got 2"),
            ("seed -1", "cannot read `-1` as a seed (u64)"),
            (
                "seed 18446744073709551616",
                "cannot read `18446744073709551616` as a seed (u64)",
            ),
            ("deal 1 x", "cannot read `x` as a card"),
            ("markers 70000", "cannot read `70000` as a card"),
            ("deck", "`deck` lists no card"),
            ("skills", "`skills` lists no card"),
            ("skills << X", "`X` is not a skill (<< >> ~ I C)"),
            ("hello", "unknown command `hello`"),
            ("Players 4", "unknown command `Players`"),
            ("x draw", "unknown command `x`"),
            ("1x draw", "cannot read `1x` as a seat"),
            ("0 draw", "there is no seat 0 among 4 players"),
            ("5 draw", "there is no seat 5 among 4 players"),
            ("1", "seat 1 names no action"),
            ("1 jump", "unknown action `jump`"),
            ("1 draw now", "`draw` takes 0 arguments, got 1"),
            ("1 play 16", "`play` takes 2 arguments, got 1"),
            ("1 play 16 both", "`both` is not self or public"),
            ("1 play sixteen self", "cannot read `sixteen` as a card"),
            ("1 test", "`test` takes 1 argument, got 0"),
            ("1 redeem 1", "`redeem` takes 0 arguments, got 1"),
            ("1 discard", "`discard` takes 1 argument, got 0"),
            ("1 discard Q", "`Q` is not a skill (<< >> ~ I C)"),
            ("1 skill C", "`skill` takes 2 or 3 arguments, got 1"),
            (
                "1 skill C self 1 2",
                "`skill` takes 2 or 3 arguments, got 4",
            ),
            ("1 skill Q self", "`Q` is not a skill (<< >> ~ I C)"),
            ("1 skill C me 1", "`me` is not self or public"),
            ("1 skill C self top", "cannot read `top` as a layer"),
            ("1 counter now", "`counter` takes 0 arguments, got 1"),
            ("1 end 16", "`end` expects `keep`, got `16`"),
            ("1 end keep 3 x", "cannot read `x` as a card"),
            ("1 give", "`give` takes 1 argument, got 0"),
            ("1 give two", "cannot read `two` as a seat"),
        ];
        for (line, why) in cases {
            assert_eq!(cmd(line), Err(why.to_string()), "{line}");
        }
        // The seat range follows the number of players.
        assert_eq!(
            parse_command(&["8", "draw"], 8),
            Ok(Command::Act(Seat::new(8), Action::Draw))
        );
        assert_eq!(
            parse_command(&["8", "draw"], 7),
            Err("there is no seat 8 among 7 players".to_string())
        );
    }

    #[test]
    fn quoted_tokens_are_clipped_to_20_characters() {
        let long = "abcdefghijklmnopqrstuvwxyz";
        assert_eq!(
            cmd(long),
            Err("unknown command `abcdefghijklmnopqrst`".to_string())
        );
        assert_eq!(
            cmd(&format!("1 play 五{long} self")),
            Err("cannot read `五abcdefghijklmnopqrs` as a card".to_string())
        );
    }

    #[test]
    fn golden_transcripts_come_from_the_library() {
        let cases = [
            (
                SKILLS_IN,
                include_str!("../../testdata/xor_trie_referee/skills-and-counters.out"),
            ),
            (
                include_str!("../../testdata/xor_trie_referee/deaths-and-match.in"),
                include_str!("../../testdata/xor_trie_referee/deaths-and-match.out"),
            ),
            (
                include_str!("../../testdata/xor_trie_referee/bot-random-4.in"),
                include_str!("../../testdata/xor_trie_referee/bot-random-4.out"),
            ),
        ];
        for (script, expected) in cases {
            assert_eq!(ok(script), expected);
            assert_eq!(
                referee_bytes(script.as_bytes(), false),
                referee(script, false)
            );
        }
    }

    #[test]
    fn comments_blank_lines_and_line_endings_are_ignored() {
        let plain: String = SKILLS_IN
            .lines()
            .map(|l| l.split('#').next().unwrap().trim())
            .filter(|l| !l.is_empty())
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(plain.len() < SKILLS_IN.len());
        let noisy: String = SKILLS_IN
            .lines()
            .map(|l| format!("\t {l}  # a comment\n\n   \n"))
            .collect();
        let crlf = SKILLS_IN.replace('\n', "\r\n");
        let unterminated = SKILLS_IN.trim_end();
        let expected = ok(SKILLS_IN);
        for script in [&plain, &noisy, &crlf, unterminated] {
            assert_eq!(ok(script), expected, "{script:?}");
        }
    }

    #[test]
    fn round_is_optional_for_a_single_round_only() {
        assert!(SKILLS_IN.contains("\nround\n"));
        let without = SKILLS_IN.replacen("\nround\n", "\n", 1);
        assert_eq!(ok(&without), ok(SKILLS_IN));
        // The next round needs its `round`.
        let e = err(&format!("{without}seed 4\n"));
        assert_eq!(e.line, without.lines().count() + 1);
        assert_eq!(e.why, "round 1 has ended; start the next one with `round`");
        let e = err(&format!("{without}1 draw\n"));
        assert_eq!(e.why, "round 1 has ended");
        // With it, round 2 is set up (and must be played to its end).
        let t = referee(&format!("{without}round\nseed 4\n"), false);
        assert!(t.text.contains("\nround 2 seed 4 players 4\n"));
        assert_eq!(
            t.error.unwrap().why,
            "the input ends before round 2 has ended"
        );
    }

    #[test]
    fn unknown_commands_and_bad_lines_name_their_line() {
        // Blank and comment lines count.
        let e = err("players 4\n\n# a comment\nhello there\n");
        assert_eq!(
            e,
            LineError {
                line: 4,
                why: "unknown command `hello`".into()
            }
        );
        let e = err("\n\nseed 1\n");
        assert_eq!(
            (e.line, e.why.as_str()),
            (3, "the first command must be `players N`")
        );
        let e = err(&format!("{OPENING}# turn 1\n\n1 jump\n"));
        assert_eq!((e.line, e.why.as_str()), (9, "unknown action `jump`"));
        let e = err(&format!("{OPENING}2 play 5 self\n"));
        assert_eq!(e.line, 7);
        assert_eq!(e.why, "it is seat 1's turn, not seat 2's");
    }

    #[test]
    fn the_end_of_the_input_is_reported_at_its_last_non_blank_line() {
        let e = err("");
        assert_eq!(e.line, 1);
        assert_eq!(
            e.why,
            "the input is empty: the first command must be `players N`"
        );
        assert_eq!(err("\n\n# nothing\n\n").line, 1);
        let e = err("players 4\n\n");
        assert_eq!((e.line, e.why.as_str()), (1, "the input holds no round"));
        let e = err("players 4\nround\n\n");
        assert_eq!(
            (e.line, e.why.as_str()),
            (2, "the input ends before round 1 has ended")
        );
        let t = referee("players 4\nseed 1\n\n# no action\n", false);
        let e = t.error.unwrap();
        assert_eq!(
            (e.line, e.why.as_str()),
            (2, "the input ends before round 1 has ended")
        );
        // The round was set up at the end of the input.
        assert!(t.text.starts_with("round 1 seed 1 players 4\n"));
        assert!(t.text.ends_with("turn 1 seat 3\n"));
        assert!(!t.text.contains("match"));
    }

    #[test]
    fn an_error_keeps_the_transcript_and_applies_nothing_from_its_line() {
        let before = format!("{OPENING}1 play 16 self\n");
        let partial = referee(&before, false);
        assert_eq!(
            partial.error.as_ref().unwrap().why,
            "the input ends before round 1 has ended"
        );
        for bad in [
            "1 play 5 self",
            "1 end keep 3 3",
            "1 skill C self 1",
            "3 give 1",
        ] {
            let t = referee(&format!("{before}{bad}\n"), false);
            assert_eq!(t.error.unwrap().line, 8, "{bad}");
            assert_eq!(t.text, partial.text, "{bad}");
        }
        // Fixing the line lets the referee go on from the same state.
        let t = referee(&format!("{before}1 end\n"), false);
        assert!(
            t.text
                .ends_with("end seat 1 keep [3] discard []\nturn 2 seat 2\n"),
            "{}",
            t.text
        );
    }

    #[test]
    fn out_of_place_lines_say_so_before_their_arguments_are_read() {
        assert_eq!(
            err("players 4\nplayers 4 5\n").why,
            "`players` is given twice"
        );
        let begun = format!("{OPENING}1 play 16 self\n");
        assert_eq!(
            err(&format!("{begun}deal x\n")).why,
            "`deal` comes after round 1 has begun"
        );
        assert_eq!(
            err(&format!("{begun}deck\n")).why,
            "`deck` comes after round 1 has begun"
        );
        assert_eq!(
            err(&format!("{OPENING}skills X\n")).why,
            "`skills` is given twice for round 1"
        );
        // `seed` and `round` read their arguments first.
        assert_eq!(
            err(&format!("{begun}seed x\n")).why,
            "cannot read `x` as a seed (u64)"
        );
        assert_eq!(
            err(&format!("{begun}seed 2\n")).why,
            "`seed` comes after round 1 has begun"
        );
        assert_eq!(
            err(&format!("{begun}round 2\n")).why,
            "`round` takes no argument, got 1"
        );
        assert_eq!(err(&format!("{begun}round\n")).why, "round 1 has not ended");
        assert_eq!(
            err("players 4\nround\nround\n").why,
            "round 1 has not begun"
        );
        assert_eq!(
            err("players 4\nround\n1 draw\n").why,
            "round 1 needs `seed S` before its first action"
        );
        assert_eq!(
            err("players 4\n1 draw\n").why,
            "no round has been set up: give `seed S` first"
        );
    }

    #[test]
    fn a_setup_line_is_checked_against_the_card_set_when_read() {
        let e = err("players 4\nseed 1\ndeal 1 2 3 4\ndeck 5 4\n");
        assert_eq!(e.line, 4);
        assert_eq!(e.why, "deck card 4 is already placed");
        // Nothing was set up, so nothing was printed.
        assert_eq!(referee("players 4\nseed 1\ndeal 1 2 3\n", false).text, "");
    }

    #[test]
    fn a_counter_window_closes_at_the_next_line_or_at_the_end() {
        let cast = format!("{OPENING}1 play 16 self\n1 test 3\n1 skill C self 1\n");
        let waiting = "cast seat 1 skill C self layer 1\n";
        let acted = "skill seat 1 C self layer 1 0000010001 -> 0000010000\n";
        // The end of the input lets the skill act.
        let t = referee(&cast, false);
        assert!(t.text.ends_with(&format!("{waiting}{acted}")), "{}", t.text);
        // So does a legal line but a counter or a give, before that line is applied.
        let t = referee(&format!("{cast}1 end\n"), false);
        assert!(
            t.text.contains(&format!(
                "{waiting}{acted}end seat 1 keep [] discard []\nturn 2 seat 2\n"
            )),
            "{}",
            t.text
        );
        // A bad counter leaves the skill waiting.
        let t = referee(&format!("{cast}2 counter\n"), false);
        assert!(t.text.ends_with(waiting), "{}", t.text);
        assert_eq!(t.error.unwrap().why, "seat 2 holds no C to counter with");
    }

    #[test]
    fn an_illegal_line_in_a_counter_window_applies_nothing_not_even_the_skill() {
        let cast = format!("{OPENING}1 play 16 self\n1 test 3\n1 skill C self 1\n");
        // The transcript of the script up to the cast, with the skill still waiting.
        let at_cast = {
            let t = referee(&format!("{cast}2 counter\n"), false);
            assert_eq!(t.error.as_ref().unwrap().line, 10);
            t.text
        };
        assert!(at_cast.ends_with("cast seat 1 skill C self layer 1\n"));
        for (bad, why) in [
            ("1 give 2", "seat 1 has no token to give"),
            ("2 draw", "it is seat 1's turn, not seat 2's"),
            ("1 play 5 self", "seat 1 has already played a basic card"),
            ("1 end keep 3", "seat 1 does not hold card 3"),
            ("hello", "unknown command `hello`"),
            ("1 give", "`give` takes 1 argument, got 0"),
            ("seed 2", "`seed` comes after round 1 has begun"),
            ("round", "round 1 has not ended"),
        ] {
            let t = referee(&format!("{cast}{bad}\n"), false);
            let e = t.error.unwrap();
            assert_eq!((e.line, e.why.as_str()), (10, why), "{bad}");
            assert_eq!(t.text, at_cast, "{bad}");
        }
    }

    #[test]
    fn a_line_after_a_round_ending_skill_is_checked_after_the_skill() {
        // Seat 1 makes its sequence 0100000000, passes a test (243 ^ 12 ^ 256 has 9 ones,
        // the limit is 6) for a `<<`, and casts it on itself: if it acts, the round ends.
        let cast = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
                    deck 257 243 5 6 7 9 10 11 12\nskills << C I ~ >> C\n\
                    1 play 257 self\n1 test 243\n1 skill << self\n";
        let waiting = "cast seat 1 skill << self\n";
        let ended = "skill seat 1 << self 0100000000 -> 1000000000\ntop seat 1 points 666\n\
                     round 1 ends player-top seat 1\nstandings\n";
        assert!(ok(cast).contains(&format!("{waiting}{ended}")));
        // The skill would end the round, so a further action is illegal: nothing applies,
        // the transcript stays at the cast (no standings).
        let t = referee(&format!("{cast}1 end\n"), false);
        assert_eq!(t.error.unwrap().why, "round 1 has ended");
        assert!(t.text.ends_with(waiting), "{}", t.text);
        // A `round` line is legal after it: the skill acts, then round 2 begins.
        let t = referee(&format!("{cast}round\nseed 3\n"), false);
        assert!(t.text.contains(&format!("{waiting}{ended}")), "{}", t.text);
        assert!(
            t.text.contains("\nround 2 seed 3 players 4\n"),
            "{}",
            t.text
        );
    }

    /// Seat 1 holds a C from turn 1; seat 2 dies in turn 2 holding a token; seat 3 casts a
    /// `<<` on itself in turn 3.
    const GIVE_IN_WINDOW: &str = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
        deck 16 3 384 6 7 9 10 11 12 13 14 15 17\nskills C << C I ~ >>\n\
        1 play 16 self\n1 test 3\n1 end\n2 play 384 self\n\
        3 play 7 self\n3 test 9\n3 skill << self\n";

    #[test]
    fn a_give_leaves_the_counter_window_open() {
        let cast = GIVE_IN_WINDOW;
        let t = referee(cast, false);
        assert!(
            t.text
                .contains("eliminated seat 2 by death score 1000 tokens 1\n"),
            "{}",
            t.text
        );
        let give = "give seat 2 to seat 4 tokens 0 1\n";
        // A give, then a counter: the skill is voided, it never acts.
        let text = unfinished(&format!("{cast}2 give 4\n1 counter\n3 end\n"));
        assert!(
            text.contains(&format!(
                "cast seat 3 skill << self\n{give}counter seat 1 voids seat 3 skill <<\n\
                 end seat 3 keep [] discard []\n"
            )),
            "{text}"
        );
        assert!(!text.contains("skill seat 3 <<"), "{text}");
        // A give, then another line: the skill acts before that line.
        let text = unfinished(&format!("{cast}2 give 4\n3 end\n"));
        assert!(
            text.contains(&format!(
                "cast seat 3 skill << self\n{give}skill seat 3 << self 0000000011 -> 0000000110\n"
            )),
            "{text}"
        );
        // A bad give applies nothing and leaves the window open too.
        let t = referee(&format!("{cast}2 give 2\n"), false);
        assert_eq!(t.error.unwrap().why, "seat 2 cannot give a token to itself");
        assert!(
            t.text.ends_with("cast seat 3 skill << self\n"),
            "{}",
            t.text
        );
    }

    #[test]
    fn a_duel_is_registered_when_level_after_the_change_even_if_level_before() {
        // Ruling (referee), docs §5: the rulebook's condition is the state after a's
        // change. Seats 1 (4) and 2 (5) are level on layer 3 from the setup.
        let script = "players 4\nseed 1\ndeal 4 5 8 16\nmarkers 500 501\n\
                      deck 1 2 6 9 3 7 10 11\n\
                      1 play 1 self\n1 end\n2 play 6 public\n2 end\n3 play 3 public\n3 end\n";
        let text = unfinished(script);
        // Seat 1's change keeps its highest 1 on layer 3, level with seat 2 as before.
        assert!(
            text.contains(
                "play seat 1 card 1 self 0000000100 -> 0000000101\n\
                 duel pending seat 1 seat 2 layer 3\nend seat 1"
            ),
            "{text}"
        );
        // (Settled at the end of seat 2's turn: equal second-highest 1s.)
        assert!(text.contains("\nduel seat 1 seat 2 draw\n"), "{text}");
        // The public sequence becomes level with seat 1 (a duel as under any reading) ...
        assert!(
            text.contains(
                "play seat 2 card 6 public 0000000000 -> 0000000110\n\
                 duel pending public seat 2 seat 1 layer 3\nend seat 2"
            ),
            "{text}"
        );
        // ... then seat 3 changes it while it stays level with seats 1 and 2.
        assert!(
            text.contains(
                "play seat 3 card 3 public 0000000110 -> 0000000101\n\
                 duel pending public seat 3 seat 1 layer 3\n\
                 duel pending public seat 3 seat 2 layer 3\nend seat 3"
            ),
            "{text}"
        );
    }

    #[test]
    fn show_draws_the_trie_at_the_start_after_each_turn_and_at_the_end() {
        let plain = ok(SKILLS_IN);
        let t = referee(SKILLS_IN, true);
        assert_eq!(t.error, None);
        let heads: Vec<&str> = t.text.lines().filter(|l| l.starts_with("trie ")).collect();
        let turns = plain.lines().filter(|l| l.starts_with("turn ")).count();
        assert_eq!(heads.len(), turns + 1);
        assert_eq!(heads[0], "trie at the start");
        for (k, h) in heads[1..turns].iter().enumerate() {
            assert_eq!(*h, format!("trie after turn {}", k + 1));
        }
        assert_eq!(heads[turns], "trie at the end");
        // The start drawing follows the first `turn` line; the others precede theirs.
        assert!(t.text.contains("turn 1 seat 1\ntrie at the start\n"));
        assert!(t.text.contains("\nturn 2 seat 2\n"));
        let after1 = t.text.split("trie after turn 1\n").nth(1).unwrap();
        let drawing_lines = 1 + 10;
        assert!(
            after1
                .lines()
                .nth(drawing_lines)
                .unwrap()
                .starts_with("turn 2 ")
        );
        // Taking the drawings out leaves the plain transcript.
        let mut kept = String::new();
        let mut skip = 0;
        for l in t.text.lines() {
            if l.starts_with("trie ") {
                skip = drawing_lines;
            } else if skip > 0 {
                skip -= 1;
            } else {
                kept.push_str(l);
                kept.push('\n');
            }
        }
        assert_eq!(kept, plain);
        // An error keeps the drawings made so far.
        let t = referee(&format!("{OPENING}1 play 16 self\n1 end\n2 jump\n"), true);
        assert!(t.text.ends_with("turn 2 seat 2\n"));
        assert_eq!(t.text.matches("trie ").count(), 2);
    }

    #[test]
    fn a_leading_byte_order_mark_is_skipped() {
        const BOM: &str = "\u{feff}";
        let with_bom = format!("{BOM}{SKILLS_IN}");
        assert_eq!(with_bom.as_bytes()[..3], [0xef, 0xbb, 0xbf]);
        let t = referee_bytes(with_bom.as_bytes(), false);
        assert_eq!(t, referee(SKILLS_IN, false));
        assert_eq!(t.error, None);
        // Line numbers are unchanged; a BOM anywhere else is not skipped.
        let e = referee_bytes(
            format!("{BOM}players 4\nseed 1\n1 jump\n").as_bytes(),
            false,
        )
        .error
        .unwrap();
        assert_eq!((e.line, e.why.as_str()), (3, "unknown action `jump`"));
        let e = referee_bytes(format!("players 4\n{BOM}seed 1\n").as_bytes(), false)
            .error
            .unwrap();
        assert_eq!(
            (e.line, e.why.as_str()),
            (2, "unknown command `\u{feff}seed`")
        );
        // Only one is skipped.
        let e = referee_bytes(format!("{BOM}{BOM}players 4\n").as_bytes(), false)
            .error
            .unwrap();
        assert_eq!(
            (e.line, e.why.as_str()),
            (1, "the first command must be `players N`")
        );
    }

    #[test]
    fn invalid_utf8_is_reported_at_the_line_of_its_first_bad_byte() {
        let t = referee_bytes(b"players 4\nseed 1\n\n1 dr\xc3aw\n", false);
        assert_eq!(t.text, "");
        assert_eq!(
            t.error,
            Some(LineError {
                line: 4,
                why: "input is not valid UTF-8 text".into()
            })
        );
        assert_eq!(referee_bytes(b"\xff", false).error.unwrap().line, 1);
    }

    #[test]
    fn selfplay_statistics_are_formatted_exactly() {
        let mut matches = Match::new(4);
        matches.medals[2] = [2, 0, 1, 0];
        matches.medals[0] = [1, 1, 0, 1];
        let stats = SelfplayStats {
            rounds: 3,
            turns: 100,
            min_turns: 20,
            max_turns: 50,
            actions: 301,
            causes: [1, 0, 2, 0],
            wins: vec![1, 0, 2, 0],
            matches,
        };
        let expected = "selfplay rounds 3 players 4 seed 77 bot greedy
rounds per second 2000 (0.002 s)
turns per round mean 33.3 min 20 max 50
actions per round mean 100.3
end cause public-top 1
end cause player-top 0
end cause last-standing 2
end cause deck-empty 0
wins by seat 1 1 2 0 3 2 4 0
match
1 seat 3 gold 2 silver 0 bronze 1 iron 0
2 seat 1 gold 1 silver 1 bronze 0 iron 1
3 seat 2 gold 0 silver 0 bronze 0 iron 0
3 seat 4 gold 0 silver 0 bronze 0 iron 0
";
        assert_eq!(
            format_selfplay(&stats, 77, BotKind::Greedy, 0.0015),
            expected
        );
        // Zero rounds in no time: no division by zero.
        let none = selfplay(0, 5, 1, BotKind::Random);
        let text = format_selfplay(&none, 1, BotKind::Random, 0.0);
        assert!(text.starts_with(
            "selfplay rounds 0 players 5 seed 1 bot random\nrounds per second 0 (0.000 s)\n\
             turns per round mean 0.0 min 0 max 0\nactions per round mean 0.0\n"
        ));
        assert_eq!(
            none.matches.medals.iter().filter(|m| **m == [0; 4]).count(),
            5
        );
    }

    #[test]
    fn the_selfplay_report_is_deterministic_but_for_its_timing() {
        let strip = |t: String| -> String {
            t.lines()
                .filter(|l| !l.starts_with("rounds per second "))
                .map(|l| format!("{l}\n"))
                .collect()
        };
        let a = selfplay_report(30, 6, 5, BotKind::Random);
        let b = selfplay_report(30, 6, 5, BotKind::Random);
        assert!(a.lines().nth(1).unwrap().starts_with("rounds per second "));
        assert_eq!(strip(a.clone()), strip(b));
        let stats = selfplay(30, 6, 5, BotKind::Random);
        assert_eq!(
            strip(a),
            strip(format_selfplay(&stats, 5, BotKind::Random, 1.0))
        );
    }
}
