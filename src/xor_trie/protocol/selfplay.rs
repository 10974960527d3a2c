//! Self-play from the command line: `xor_trie_referee --selfplay G …` plays G rounds with
//! the built-in bots ([`crate::xor_trie::bots`]) and prints their statistics.
//!
//! A series is bounded ([`MAX_SELFPLAY_ROUNDS`]) and can be watched and stopped: the
//! binary reports progress on stderr every few seconds, and an interrupt (Ctrl-C) ends the
//! series after the round in play, with the statistics of the rounds played
//! ([`catch_interrupt`], [`selfplay_run`]).

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::xor_trie::EndCause;
use crate::xor_trie::bots::{BotKind, SelfplayStats, selfplay, selfplay_while};
use crate::xor_trie::words;
use std::fmt::Write as _;
use std::time::Instant;

/// Most rounds a self-play series may ask for: 10^6 rounds take from about half a minute
/// (random bots, 4 players) to about six minutes (greedy bots, 8 players) on the 2-core
/// machine of the README's benchmarks.
pub const MAX_SELFPLAY_ROUNDS: u64 = 1_000_000;

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

/// [`selfplay_report`], calling `go_on(played, seconds)` after each round: the series stops
/// early when it returns false. Returns the report of the rounds played and their number.
///
/// # Panics
/// If `players` is not in 4..=8.
///
/// ```
/// use grundy::xor_trie::bots::BotKind;
/// use grundy::xor_trie::protocol::selfplay_run;
/// let (report, played) = selfplay_run(1000, 4, 7, BotKind::Random, |played, _| played < 5);
/// assert_eq!(played, 5);
/// assert!(report.starts_with("selfplay rounds 5 players 4 seed 7 bot random\n"));
/// ```
pub fn selfplay_run(
    rounds: u64,
    players: usize,
    seed: u64,
    bot: BotKind,
    mut go_on: impl FnMut(u64, f64) -> bool,
) -> (String, u64) {
    let start = Instant::now();
    let stats = selfplay_while(rounds, players, seed, bot, |played| {
        go_on(played, start.elapsed().as_secs_f64())
    });
    let secs = start.elapsed().as_secs_f64();
    (format_selfplay(&stats, seed, bot, secs), stats.rounds)
}

/// The suite's one interrupt handler (see [`crate::runtime::cli::catch_interrupt`]).
pub use crate::runtime::cli::catch_interrupt;

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

/// A report of [`format_selfplay`] written in `lang`: each line in words (in English the
/// same bytes), a line it does not know as it is.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::xor_trie::protocol::selfplay::say_selfplay;
/// let report = "selfplay rounds 3 players 4 seed 1 bot greedy\nend cause deck-empty 2\n";
/// assert_eq!(say_selfplay(report, Lang::En), report);
/// assert_eq!(
///     say_selfplay(report, Lang::Zh),
///     "机器人自弈3次博弈：4名玩家，种子1，贪心机器人\n因基本牌堆摸完而结束：2次\n"
/// );
/// ```
pub fn say_selfplay(report: &str, lang: Lang) -> String {
    let mut out = String::new();
    for line in report.lines() {
        let w: Vec<&str> = line.split(' ').collect();
        let said = match w.as_slice() {
            ["selfplay", "rounds", r, "players", p, "seed", s, "bot", b] => msg!(
                "card-selfplay-head",
                rounds = *r,
                players = *p,
                seed = *s,
                bot = words::bot_kind(b)
            ),
            ["rounds", "per", "second", rate, secs, "s)"] => {
                // `(0.002`: the time, after its opening bracket.
                let secs = secs.get(1..).unwrap_or_default();
                msg!("card-selfplay-rate", rate = *rate, secs = secs)
            }
            [
                "turns",
                "per",
                "round",
                "mean",
                mean,
                "min",
                min,
                "max",
                max,
            ] => msg!("card-selfplay-turns", mean = *mean, min = *min, max = *max),
            ["actions", "per", "round", "mean", mean] => {
                msg!("card-selfplay-actions", mean = *mean)
            }
            ["end", "cause", cause, count] => {
                msg!("card-selfplay-cause", cause = *cause, count = *count)
            }
            ["wins", "by", "seat", rest @ ..] if rest.len() % 2 == 0 => {
                let mut wins = rest
                    .chunks(2)
                    .map(|c| msg!("card-selfplay-win", seat = c[0], wins = c[1]));
                let first = wins.next().unwrap_or_default();
                let all = wins.fold(first, |list, item| {
                    msg!("card-selfplay-wins-more", list = list, item = item)
                });
                msg!("card-selfplay-wins", wins = all)
            }
            _ => words::result(line).unwrap_or_else(|| Text::from(line)),
        };
        out.push_str(&said.render(lang));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::Match;

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
        // In words: English is the report itself; Chinese says every line.
        assert_eq!(say_selfplay(expected, Lang::En), expected);
        assert_eq!(
            say_selfplay(expected, Lang::Zh),
            "机器人自弈3次博弈：4名玩家，种子77，贪心机器人
每秒2000次博弈（用时0.002秒）
每次博弈的回合数：平均33.3，最少20，最多50
每次博弈的动作数：平均100.3
因公共序列到达第10层而结束：1次
因有玩家的序列到达第10层而结束：0次
因场上只剩不到两名玩家而结束：2次
因基本牌堆摸完而结束：0次
金奖次数：座位1得1次、座位2得0次、座位3得2次、座位4得0次
比赛总排名
第1名 座位3：金奖2，银奖0，铜奖1，铁奖0
第2名 座位1：金奖1，银奖1，铜奖0，铁奖1
第3名 座位2：金奖0，银奖0，铜奖0，铁奖0
第3名 座位4：金奖0，银奖0，铜奖0，铁奖0
"
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
