//! The XOR-Trie card game referee (not a judge problem). See `grundy::xor_trie` for the
//! engine and `docs/xor-trie-rules.md` for the rules and the protocol.
//!
//! * `xor_trie_referee [--show] < script`: referees the rounds of a script (one command a
//!   line) and prints the transcript, the standings of every round and the match ranking.
//!   `--show` also draws the trie after each turn.
//! * `xor_trie_referee --selfplay G --players N --seed S [--bot random|greedy]`: plays G
//!   rounds with built-in bots and prints aggregate statistics.
//!
//! An illegal or malformed line stops the referee: the transcript so far stays on stdout,
//! `error: line L: <why>` goes to stderr, and the exit status is 2.

use grundy::input::EXIT_BAD_INPUT;
use grundy::xor_trie::{Action, Event, Game, Match, Setup, Skill, Target};
use grundy::xor_trie_bots::{BotKind, selfplay};
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::time::Instant;

const USAGE: &str = "usage: xor_trie_referee [--show] < script | \
                     xor_trie_referee --selfplay G --players N --seed S [--bot random|greedy]";

fn usage_error(what: &str) -> ! {
    eprintln!("error: {what}; {USAGE}");
    std::process::exit(EXIT_BAD_INPUT)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut show = false;
    let mut games: Option<u64> = None;
    let mut players: Option<usize> = None;
    let mut seed: Option<u64> = None;
    let mut bot: Option<BotKind> = None;
    let mut i = 0;
    while i < args.len() {
        let value = |i: usize| -> &str {
            args.get(i + 1)
                .map(String::as_str)
                .unwrap_or_else(|| usage_error(&format!("{} needs a value", args[i])))
        };
        match args[i].as_str() {
            "--show" => show = true,
            "--selfplay" => {
                games =
                    Some(value(i).parse().unwrap_or_else(|_| {
                        usage_error(&format!("bad round count `{}`", value(i)))
                    }));
                i += 1;
            }
            "--players" => {
                players = Some(
                    value(i)
                        .parse()
                        .ok()
                        .filter(|n| (4..=8).contains(n))
                        .unwrap_or_else(|| usage_error("--players must be 4..=8")),
                );
                i += 1;
            }
            "--seed" => {
                seed = Some(
                    value(i)
                        .parse()
                        .unwrap_or_else(|_| usage_error(&format!("bad seed `{}`", value(i)))),
                );
                i += 1;
            }
            "--bot" => {
                bot = Some(
                    BotKind::parse(value(i))
                        .unwrap_or_else(|| usage_error("--bot must be random or greedy")),
                );
                i += 1;
            }
            other => usage_error(&format!("unknown argument `{other}`")),
        }
        i += 1;
    }
    match games {
        Some(g) => {
            if show {
                usage_error("--show does not apply to --selfplay");
            }
            let n = players.unwrap_or_else(|| usage_error("--selfplay needs --players"));
            let s = seed.unwrap_or_else(|| usage_error("--selfplay needs --seed"));
            run_selfplay(g, n, s, bot.unwrap_or(BotKind::Random));
        }
        None => {
            if players.is_some() || seed.is_some() || bot.is_some() {
                usage_error("--players, --seed and --bot go with --selfplay");
            }
            referee(show);
        }
    }
}

fn run_selfplay(rounds: u64, players: usize, seed: u64, bot: BotKind) {
    let start = Instant::now();
    let stats = selfplay(rounds, players, seed, bot);
    let secs = start.elapsed().as_secs_f64();
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
    print_all(&out);
}

/// Writes `text` to stdout; a closed pipe is not an error worth a panic.
fn print_all(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
}

/// Where the script stands.
enum Phase {
    /// No round has started (after `players`).
    NoRound,
    /// Setup lines of round `n` are being read.
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

struct Referee {
    /// The transcript so far, printed at the end or before an error.
    out: String,
    show: bool,
    line: usize,
    players: Option<usize>,
    round: u32,
    phase: Phase,
    matches: Option<Match>,
}

fn fail(out: &str, line: usize, what: impl std::fmt::Display) -> ! {
    print_all(out);
    eprintln!("error: line {line}: {what}");
    std::process::exit(EXIT_BAD_INPUT)
}

fn referee(show: bool) {
    let mut bytes = Vec::new();
    if let Err(e) = std::io::stdin().lock().read_to_end(&mut bytes) {
        eprintln!("error: cannot read standard input: {e}");
        std::process::exit(EXIT_BAD_INPUT);
    }
    let text = match String::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let line = 1 + e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count();
            eprintln!("error: line {line}: input is not valid UTF-8 text");
            std::process::exit(EXIT_BAD_INPUT);
        }
    };
    let mut r = Referee {
        out: String::new(),
        show,
        line: 0,
        players: None,
        round: 0,
        phase: Phase::NoRound,
        matches: None,
    };
    let mut last = 1;
    for (i, raw) in text.lines().enumerate() {
        let content = raw.split('#').next().unwrap_or("");
        let tokens: Vec<&str> = content.split_whitespace().collect();
        if tokens.is_empty() {
            continue;
        }
        r.line = i + 1;
        last = i + 1;
        if let Err(why) = r.command(&tokens) {
            fail(&r.out, r.line, why);
        }
    }
    r.line = last;
    if let Err(why) = r.finish() {
        fail(&r.out, r.line, why);
    }
    print_all(&r.out);
}

fn parse_num<T: std::str::FromStr>(token: &str, what: &str) -> Result<T, String> {
    token
        .parse()
        .map_err(|_| format!("cannot read `{}` as {what}", clip(token)))
}

fn clip(token: &str) -> String {
    token.chars().take(20).collect()
}

fn parse_cards(tokens: &[&str]) -> Result<Vec<u16>, String> {
    tokens.iter().map(|t| parse_num(t, "a card")).collect()
}

fn parse_action(players: usize, tokens: &[&str]) -> Result<(usize, Action), String> {
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
    let skill = |t: &str| -> Result<Skill, String> {
        Skill::parse(t).ok_or_else(|| format!("`{}` is not a skill (<< >> ~ I C)", clip(t)))
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
                skill: skill(args[0])?,
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
                skill: skill(args[0])?,
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

impl Referee {
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

    fn setup_mut(&mut self, cmd: &'static str) -> Result<(&mut Option<u64>, &mut Setup), String> {
        if matches!(self.phase, Phase::NoRound) {
            self.start_round();
        }
        match &mut self.phase {
            Phase::Setup { seed, setup, seen } => {
                if seen.contains(&cmd) {
                    return Err(format!("`{cmd}` is given twice for round {}", self.round));
                }
                seen.push(cmd);
                Ok((seed, setup))
            }
            Phase::Running(_) => Err(format!(
                "`{cmd}` comes after round {} has begun",
                self.round
            )),
            Phase::Ended => Err(format!(
                "round {} has ended; start the next one with `round`",
                self.round
            )),
            Phase::NoRound => unreachable!(),
        }
    }

    fn start_round(&mut self) {
        self.round += 1;
        self.phase = Phase::Setup {
            seed: None,
            setup: Setup::new(self.players.unwrap(), 0),
            seen: Vec::new(),
        };
    }

    fn command(&mut self, tokens: &[&str]) -> Result<(), String> {
        let cmd = tokens[0];
        let args = &tokens[1..];
        let Some(n) = self.players else {
            if cmd != "players" {
                return Err("the first command must be `players N`".into());
            }
            if args.len() != 1 {
                return Err(format!("`players` takes 1 argument, got {}", args.len()));
            }
            let n: usize = parse_num(args[0], "a player count")?;
            if !(4..=8).contains(&n) {
                return Err(format!("{n} players: the game is for 4..=8"));
            }
            self.players = Some(n);
            self.matches = Some(Match::new(n));
            return Ok(());
        };
        // The first line after a round's setup lines sets the round up.
        if !matches!(cmd, "seed" | "deal" | "markers" | "deck" | "skills")
            && matches!(&self.phase, Phase::Setup { seed: Some(_), .. })
        {
            self.begin_round()?;
        }
        // Any line but a counter closes a waiting skill's counter window.
        if tokens.get(1) != Some(&"counter")
            && let Phase::Running(game) = &mut self.phase
        {
            let ev = game.resolve();
            let game = match std::mem::replace(&mut self.phase, Phase::Ended) {
                Phase::Running(g) => g,
                _ => unreachable!(),
            };
            self.emit(&game, &ev);
            self.after_events(game);
        }
        match cmd {
            "players" => Err("`players` is given twice".into()),
            "round" => {
                if !args.is_empty() {
                    return Err(format!("`round` takes no argument, got {}", args.len()));
                }
                match self.phase {
                    Phase::NoRound | Phase::Ended => {
                        self.start_round();
                        Ok(())
                    }
                    Phase::Setup { .. } => Err(format!("round {} has not begun", self.round)),
                    Phase::Running(_) => Err(format!("round {} has not ended", self.round)),
                }
            }
            "seed" => {
                if args.len() != 1 {
                    return Err(format!("`seed` takes 1 argument, got {}", args.len()));
                }
                let s: u64 = parse_num(args[0], "a seed (u64)")?;
                let (seed, setup) = self.setup_mut("seed")?;
                *seed = Some(s);
                setup.seed = s;
                Ok(())
            }
            "deal" | "markers" | "deck" | "skills" => {
                let key: &'static str = match cmd {
                    "deal" => "deal",
                    "markers" => "markers",
                    "deck" => "deck",
                    _ => "skills",
                };
                let (_, setup) = self.setup_mut(key)?;
                let mut next = setup.clone();
                match key {
                    "deal" => next.deal = Some(parse_cards(args)?),
                    "markers" => next.markers = Some(parse_cards(args)?),
                    "deck" => {
                        if args.is_empty() {
                            return Err("`deck` lists no card".into());
                        }
                        next.deck_top = parse_cards(args)?
                    }
                    _ => {
                        if args.is_empty() {
                            return Err("`skills` lists no card".into());
                        }
                        next.skills_top = args
                            .iter()
                            .map(|t| {
                                Skill::parse(t).ok_or_else(|| {
                                    format!("`{}` is not a skill (<< >> ~ I C)", clip(t))
                                })
                            })
                            .collect::<Result<_, _>>()?
                    }
                }
                next.validate()?;
                *setup = next;
                Ok(())
            }
            _ if cmd.starts_with(|c: char| c.is_ascii_digit()) => {
                let (seat, action) = parse_action(n, tokens)?;
                self.action(seat, &action)
            }
            other => Err(format!("unknown command `{}`", clip(other))),
        }
    }

    /// Sets the round up once its setup lines are over (at its first action, or at the end
    /// of the input), printing the setup events.
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

    fn action(&mut self, seat: usize, action: &Action) -> Result<(), String> {
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
            Phase::Setup { .. } => unreachable!(),
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

    fn finish(&mut self) -> Result<(), String> {
        if self.players.is_none() {
            return Err("the input is empty: the first command must be `players N`".into());
        }
        if matches!(&self.phase, Phase::Setup { seed: Some(_), .. }) {
            self.begin_round()?;
        }
        if let Phase::Running(game) = &mut self.phase {
            let ev = game.resolve();
            let game = match std::mem::replace(&mut self.phase, Phase::Ended) {
                Phase::Running(g) => g,
                _ => unreachable!(),
            };
            self.emit(&game, &ev);
            self.after_events(game);
        }
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
