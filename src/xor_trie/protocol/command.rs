//! The lines of the protocol: a line's words ([`tokens`]) and the command they make
//! ([`parse_command`]).
//!
//! Only a line's own form is checked here: the number of arguments, numbers, targets, skill
//! symbols, seat numbers. Whether the command fits the game's state (a card held, a setup
//! consistent with the card set, …) is the [`Session`](super::Session)'s and the engine's
//! business. A token shown in a message is quoted by [`crate::input::quote`], the suite's
//! one quoting: control characters escaped, long tokens clipped with a visible mark.

use crate::i18n::Text;
use crate::input::{is_space, quote};
use crate::msg;
use crate::xor_trie::bots::BotKind;
use crate::xor_trie::{
    Action, HouseRule, IllegalAction, MAX_PLAYERS, MIN_PLAYERS, Seat, SetupError,
};
use crate::xor_trie::{Skill, Target};

/// The words of one input line: everything from the first `#` on is dropped, the rest is
/// split at the whitespace C's `isspace` knows ([`crate::input::is_space`]: space, tab,
/// vertical tab, form feed, carriage return), as every program of the suite reads. A blank
/// or comment-only line has no words.
///
/// ```
/// use grundy::xor_trie::protocol::tokens;
/// assert_eq!(tokens("  1 play 16\x0bself # first prize"), ["1", "play", "16", "self"]);
/// assert!(tokens("# a comment").is_empty());
/// assert!(tokens("   ").is_empty());
/// assert_eq!(tokens("1\u{a0}draw"), ["1\u{a0}draw"], "a no-break space is no separator");
/// ```
pub fn tokens(line: &str) -> Vec<&str> {
    let content = line.split('#').next().unwrap_or("");
    content
        .split(|c: char| c.is_ascii() && is_space(c as u8))
        .filter(|w| !w.is_empty())
        .collect()
}

/// One command of the protocol, as read from a line's words (see the module docs of
/// [`crate::xor_trie::protocol`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `players N`, N in 4..=8.
    Players(usize),
    /// `round`.
    Round,
    /// `seed S`: the round's cards are shuffled from S.
    Seed(u64),
    /// `physical`: the round is played with physical cards, named by the typist.
    Physical,
    /// `deal v1 … vN`: the starting cards by seat.
    Deal(Vec<u16>),
    /// `markers c1 … ck`: the marker cards.
    Markers(Vec<u16>),
    /// `deck x1 x2 …`: the top of the seeded basic deck, top first (at least one card).
    Deck(Vec<u16>),
    /// `skills k1 k2 …`: the top of the seeded skill deck, top first (at least one card).
    Skills(Vec<Skill>),
    /// `hands a1 b1 a2 b2 …`: with physical cards, each seat's two starting cards.
    Hands(Vec<u16>),
    /// `start S`: the starting player the table picked among those tied.
    Start(Seat),
    /// `rule NAME`: a house rule for the whole match.
    Rule(HouseRule),
    /// `bot S [random|greedy]`: the referee plays seat S (the greedy bot if no kind is
    /// named), from this round on.
    Bot(Seat, BotKind),
    /// `begin`: sets the round up now (the first action does it otherwise).
    Begin,
    /// `pass`: nobody counters the skill waiting for counters; it acts now.
    Pass,
    /// `S <verb> …`: an action of seat S.
    Act(Seat, Action),
}

/// The commands of a live session only (`undo`, `status`, `board`, `hand`, `history`,
/// `help`, `quit`): they change nothing in the game, so a script has no use for them.
pub const LIVE_COMMANDS: [&str; 7] = ["undo", "status", "board", "hand", "history", "help", "quit"];

/// Reads one command from the (non-empty) words of a line; `players` is the number of seats
/// actions are checked against (seat numbers must be in `1..=players`).
///
/// # Errors
/// The line's form is wrong: the message says how.
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
///     parse_command(&["5", "draw"], 4)
///         .map_err(|e| e.en()),
///     Err("there is no seat 5 among 4 players".to_string())
/// );
/// ```
pub fn parse_command(words: &[&str], players: usize) -> Result<Command, Text> {
    let cmd = words[0];
    let args = &words[1..];
    let bare = |command: Command| -> Result<Command, Text> {
        match args.len() {
            0 => Ok(command),
            k => Err(msg!("card-cmd-takes-none", command = cmd, got = k)),
        }
    };
    let listed = |args: &[&str]| -> Result<Vec<u16>, Text> {
        if args.is_empty() {
            return Err(msg!("card-cmd-lists-no-card", command = cmd));
        }
        parse_cards(args)
    };
    match cmd {
        "players" => parse_players(args).map(Command::Players),
        "round" => bare(Command::Round),
        "seed" => {
            if args.len() != 1 {
                return Err(msg!(
                    "card-cmd-takes-one",
                    command = "seed",
                    got = args.len()
                ));
            }
            parse_num(args[0], msg!("card-what-seed")).map(Command::Seed)
        }
        "physical" => bare(Command::Physical),
        "deal" => parse_cards(args).map(Command::Deal),
        "markers" => parse_cards(args).map(Command::Markers),
        "deck" => listed(args).map(Command::Deck),
        "hands" => listed(args).map(Command::Hands),
        "start" => {
            if args.len() != 1 {
                return Err(msg!(
                    "card-cmd-takes-one",
                    command = "start",
                    got = args.len()
                ));
            }
            let seat: Seat = parse_num(args[0], msg!("card-what-seat"))?;
            if !seat.exists(players) {
                return Err(IllegalAction::NoSuchSeat { seat, players }.text());
            }
            Ok(Command::Start(seat))
        }
        "rule" => {
            if args.len() != 1 {
                return Err(msg!(
                    "card-cmd-takes-one",
                    command = "rule",
                    got = args.len()
                ));
            }
            HouseRule::parse(args[0]).map(Command::Rule).ok_or_else(|| {
                msg!(
                    "card-cmd-not-a-rule",
                    word = quote(args[0]),
                    rules = HouseRule::names()
                )
            })
        }
        "bot" => {
            if !(1..=2).contains(&args.len()) {
                return Err(msg!("card-cmd-bot-arguments", got = args.len()));
            }
            let seat: Seat = parse_num(args[0], msg!("card-what-seat"))?;
            if !seat.exists(players) {
                return Err(IllegalAction::NoSuchSeat { seat, players }.text());
            }
            let kind = match args.get(1) {
                None => BotKind::Strong,
                Some(k) => {
                    BotKind::parse(k).ok_or_else(|| msg!("card-cmd-not-a-bot", word = quote(k)))?
                }
            };
            Ok(Command::Bot(seat, kind))
        }
        "skills" => {
            if args.is_empty() {
                return Err(msg!("card-cmd-lists-no-card", command = "skills"));
            }
            args.iter()
                .map(|t| parse_skill(t))
                .collect::<Result<_, _>>()
                .map(Command::Skills)
        }
        "begin" => bare(Command::Begin),
        "pass" => bare(Command::Pass),
        _ if LIVE_COMMANDS.contains(&cmd) => Err(msg!("card-cmd-live-only", command = cmd)),
        _ if cmd.starts_with(|c: char| c.is_ascii_digit()) => {
            let (seat, action) = parse_action(players, words)?;
            Ok(Command::Act(seat, action))
        }
        other => Err(msg!("card-cmd-unknown", word = quote(other))),
    }
}

/// The arguments of `players`: one count in 4..=8.
pub(super) fn parse_players(args: &[&str]) -> Result<usize, Text> {
    if args.len() != 1 {
        return Err(msg!(
            "card-cmd-takes-one",
            command = "players",
            got = args.len()
        ));
    }
    let n: usize = parse_num(args[0], msg!("card-what-players"))?;
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
        return Err(SetupError::PlayerCount(n).text());
    }
    Ok(n)
}

/// `token` read as a number; `what` names what it should be in the message. A whole
/// number too large for the type is no such thing at all (no card, seat or count of this
/// game comes near 65 535), and the message says so rather than that it cannot be read.
pub(crate) fn parse_num<T: std::str::FromStr>(token: &str, what: Text) -> Result<T, Text> {
    token.parse().map_err(|_| {
        if !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()) {
            msg!("card-cmd-too-large", word = quote(token), what = what)
        } else {
            msg!("card-cmd-unreadable", word = quote(token), what = what)
        }
    })
}

fn parse_cards(tokens: &[&str]) -> Result<Vec<u16>, Text> {
    tokens
        .iter()
        .map(|t| parse_num(t, msg!("card-what-card")))
        .collect()
}

fn parse_skill(token: &str) -> Result<Skill, Text> {
    Skill::parse(token).ok_or_else(|| msg!("card-cmd-not-a-skill", word = quote(token)))
}

/// The arguments of `end`: `[keep V…] [discard W…]`. `keep` naming no card names none
/// (the whole hand is kept, as with no `keep`).
fn parse_end(args: &[&str]) -> Result<Action, Text> {
    let split = args.iter().position(|&w| w == "discard");
    let (keep_part, discard_part) = match split {
        Some(i) => (&args[..i], Some(&args[i + 1..])),
        None => (args, None),
    };
    let keep = match keep_part.split_first() {
        None => None,
        Some((&"keep", [])) => None,
        Some((&"keep", cards)) => Some(parse_cards(cards)?),
        Some((other, _)) => {
            return Err(msg!("card-cmd-end-expects", word = quote(other)));
        }
    };
    let discard = match discard_part {
        None => Vec::new(),
        Some([]) => return Err(msg!("card-cmd-discard-names-none")),
        Some(cards) => parse_cards(cards)?,
    };
    Ok(Action::End { keep, discard })
}

/// An action line: the seat (checked against `1..=players`), the verb, its arguments.
fn parse_action(players: usize, tokens: &[&str]) -> Result<(Seat, Action), Text> {
    let seat: Seat = parse_num(tokens[0], msg!("card-what-seat"))?;
    if !seat.exists(players) {
        return Err(IllegalAction::NoSuchSeat { seat, players }.text());
    }
    let verb = *tokens
        .get(1)
        .ok_or_else(|| msg!("card-cmd-no-action", seat = seat))?;
    let args = &tokens[2..];
    let want = |k: std::ops::RangeInclusive<usize>| -> Result<(), Text> {
        if k.contains(&args.len()) {
            return Ok(());
        }
        let (lo, hi) = (*k.start(), *k.end());
        let got = args.len();
        Err(if lo == hi {
            msg!("card-cmd-takes-n", command = verb, n = lo, got = got)
        } else {
            msg!(
                "card-cmd-takes-range",
                command = verb,
                lo = lo,
                hi = hi,
                got = got
            )
        })
    };
    let target = |t: &str| -> Result<Target, Text> {
        Target::parse(t).ok_or_else(|| msg!("card-cmd-not-a-target", word = quote(t)))
    };
    let action = match verb {
        "draw" => Action::Draw {
            cards: (!args.is_empty()).then(|| parse_cards(args)).transpose()?,
        },
        "play" => {
            want(2..=2)?;
            Action::Play {
                card: parse_num(args[0], msg!("card-what-card"))?,
                target: target(args[1])?,
            }
        }
        "test" => {
            want(1..=2)?;
            Action::Test {
                card: parse_num(args[0], msg!("card-what-card"))?,
                judgment: args
                    .get(1)
                    .map(|t| parse_num(t, msg!("card-what-card")))
                    .transpose()?,
            }
        }
        "take" => {
            want(1..=1)?;
            Action::Take {
                skill: parse_skill(args[0])?,
            }
        }
        "redeem" => {
            want(0..=0)?;
            Action::Redeem
        }
        "discard" => {
            want(1..=1)?;
            Action::Discard {
                skill: parse_skill(args[0])?,
            }
        }
        "skill" => {
            want(2..=3)?;
            Action::Cast {
                skill: parse_skill(args[0])?,
                target: target(args[1])?,
                layer: args
                    .get(2)
                    .map(|t| parse_num(t, msg!("card-what-layer")))
                    .transpose()?,
            }
        }
        "counter" => {
            want(0..=0)?;
            Action::Counter
        }
        "end" => parse_end(args)?,
        "give" => {
            want(1..=1)?;
            Action::Give {
                to: parse_num(args[0], msg!("card-what-seat"))?,
            }
        }
        other => return Err(msg!("card-cmd-unknown-action", word = quote(other))),
    };
    Ok((seat, action))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(line: &str) -> Result<Command, String> {
        parse_command(&tokens(line), 4).map_err(|e| e.en())
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
        assert_eq!(tokens("1\x0cdraw\x0b"), ["1", "draw"], "scanf's whitespace");
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
        assert_eq!(cmd("physical"), Ok(Command::Physical));
        assert_eq!(cmd("deal 1 2 4 8"), Ok(Command::Deal(vec![1, 2, 4, 8])));
        // Counts and ranges are the setup's business, not the parser's.
        assert_eq!(cmd("deal"), Ok(Command::Deal(vec![])));
        assert_eq!(cmd("markers 500 501"), Ok(Command::Markers(vec![500, 501])));
        assert_eq!(cmd("deck 16 3"), Ok(Command::Deck(vec![16, 3])));
        assert_eq!(cmd("hands 40 41"), Ok(Command::Hands(vec![40, 41])));
        assert_eq!(
            cmd("skills C << I ~ >>"),
            Ok(Command::Skills(vec![Clr, Shl, Ins, Not, Shr]))
        );
        assert_eq!(cmd("begin"), Ok(Command::Begin));
        assert_eq!(cmd("pass"), Ok(Command::Pass));
        let act = |line: &str, seat: usize, action: Action| {
            assert_eq!(
                cmd(line),
                Ok(Command::Act(Seat::new(seat), action)),
                "{line}"
            );
        };
        act("1 draw", 1, Action::DRAW);
        act(
            "3 draw 13 14",
            3,
            Draw {
                cards: Some(vec![13, 14]),
            },
        );
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
        act("3 test 7", 3, Action::test(7));
        act(
            "3 test 7 12",
            3,
            Test {
                card: 7,
                judgment: Some(12),
            },
        );
        act("2 take <<", 2, Take { skill: Shl });
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
        let end = |keep: Option<Vec<u16>>, discard: Vec<u16>| End { keep, discard };
        act("1 end", 1, end(None, vec![]));
        act("1 end keep", 1, end(None, vec![]));
        act("1 end keep 6 14", 1, end(Some(vec![6, 14]), vec![]));
        act("1 end discard 6", 1, end(None, vec![6]));
        act(
            "1 end keep 6 discard 7 8",
            1,
            end(Some(vec![6]), vec![7, 8]),
        );
        act("1 end keep discard 7", 1, end(None, vec![7]));
        assert_eq!(cmd("start 3"), Ok(Command::Start(Seat::new(3))));
        assert_eq!(
            cmd("rule score-cap"),
            Ok(Command::Rule(HouseRule::ScoreCap))
        );
        act("4 give 1", 4, Give { to: Seat::new(1) });
        // The receiving seat is checked by the engine, not here.
        act("4 give 9", 4, Give { to: Seat::new(9) });
        act("04 draw", 4, Action::DRAW);
        // Every action reads back from its own display.
        for a in [
            Action::DRAW,
            Draw {
                cards: Some(vec![1, 2]),
            },
            Action::test(3),
            Take { skill: Clr },
            End {
                keep: Some(vec![4]),
                discard: vec![5],
            },
        ] {
            act(&format!("2 {a}"), 2, a.clone());
        }
    }

    #[test]
    fn parse_command_rejects_malformed_lines_with_exact_messages() {
        let seed = "a seed (a whole number from 0 to 2^64 − 1)";
        let cases: &[(&str, &str)] = &[
            ("players", "`players` takes 1 argument, got 0"),
            ("players 4 5", "`players` takes 1 argument, got 2"),
            ("players four", "cannot read `four` as a player count"),
            ("players 3", "3 players: the game is for 4 to 8 players"),
            ("players 9", "9 players: the game is for 4 to 8 players"),
            ("round 2", "`round` takes no argument, got 1"),
            ("physical 1", "`physical` takes no argument, got 1"),
            ("begin now", "`begin` takes no argument, got 1"),
            ("pass 2", "`pass` takes no argument, got 1"),
            ("seed", "`seed` takes 1 argument, got 0"),
            ("seed 1 2", "`seed` takes 1 argument, got 2"),
            ("seed -1", &format!("cannot read `-1` as {seed}")),
            (
                "seed 18446744073709551616",
                &format!("`18446744073709551616` is too large for {seed}"),
            ),
            ("deal 1 x", "cannot read `x` as a card"),
            ("markers 70000", "`70000` is too large for a card"),
            ("deck", "`deck` lists no card"),
            ("hands", "`hands` lists no card"),
            ("skills", "`skills` lists no card"),
            ("skills << X", "`X` is not a skill (<< >> ~ I C)"),
            ("hello", "unknown command `hello`"),
            ("Players 4", "unknown command `Players`"),
            (
                "undo",
                "`undo` is a command of a live session (`xor_trie_referee --live`)",
            ),
            (
                "status",
                "`status` is a command of a live session (`xor_trie_referee --live`)",
            ),
            ("x draw", "unknown command `x`"),
            ("1x draw", "cannot read `1x` as a seat"),
            ("0 draw", "there is no seat 0 among 4 players"),
            ("5 draw", "there is no seat 5 among 4 players"),
            ("1", "seat 1 names no action"),
            ("1 jump", "unknown action `jump`"),
            ("1 draw now", "cannot read `now` as a card"),
            ("1 play 16", "`play` takes 2 arguments, got 1"),
            ("1 play 16 both", "`both` is not self or public"),
            ("1 play sixteen self", "cannot read `sixteen` as a card"),
            ("1 test", "`test` takes 1 or 2 arguments, got 0"),
            ("1 test 3 4 5", "`test` takes 1 or 2 arguments, got 3"),
            ("1 test 3 x", "cannot read `x` as a card"),
            ("1 take", "`take` takes 1 argument, got 0"),
            ("1 take Z", "`Z` is not a skill (<< >> ~ I C)"),
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
            ("1 end 16", "`end` expects `keep` or `discard`, got `16`"),
            ("1 end discard", "`discard` names no card"),
            ("1 end keep 3 discard x", "cannot read `x` as a card"),
            ("start", "`start` takes 1 argument, got 0"),
            ("start 5", "there is no seat 5 among 4 players"),
            ("start one", "cannot read `one` as a seat"),
            ("rule", "`rule` takes 1 argument, got 0"),
            (
                "rule cap",
                "`cap` is not a house rule: the house rules are score-cap, competition-ranking, death-after-skill",
            ),
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
            Ok(Command::Act(Seat::new(8), Action::DRAW))
        );
        assert_eq!(
            parse_command(&["8", "draw"], 7).map_err(|e| e.en()),
            Err("there is no seat 8 among 7 players".into())
        );
    }

    #[test]
    fn quoted_tokens_are_escaped_and_clipped_with_a_mark() {
        let long = "abcdefghijklmnopqrstuvwxyz";
        assert_eq!(
            cmd(long),
            Err("unknown command `abcdefghijklmnopqrst…` (26 characters)".to_string())
        );
        assert_eq!(
            cmd(&format!("1 play 五{long} self")),
            Err("cannot read `五abcdefghijklmnopqrs…` (27 characters) as a card".to_string())
        );
        // Control characters never reach the terminal raw.
        assert_eq!(
            cmd("\u{1b}[31mred"),
            Err("unknown command `\\u{1b}[31mred`".to_string())
        );
        assert_eq!(
            cmd("1 play 1\u{0}6 self"),
            Err("cannot read `1\\06` as a card".to_string())
        );
    }
}
