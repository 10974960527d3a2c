//! The XOR-Trie card game referee (not a judge problem). A thin front end: the line
//! protocol is `grundy::xor_trie::protocol`, the engine `grundy::xor_trie`, the bots
//! `grundy::xor_trie::bots`; `docs/xor-trie-rules.md` holds the rules and the protocol.
//!
//! * `xor_trie_referee [--show] < script`: referees the rounds of a script (one command a
//!   line) and prints the transcript, the standings of every round and the match ranking.
//!   `--show` also draws the trie after each turn.
//! * `xor_trie_referee --selfplay G --players N --seed S [--bot random|greedy]`: plays G
//!   rounds with built-in bots and prints aggregate statistics.
//!
//! * `xor_trie_referee --help` (or `-h`): prints a short usage on stdout.
//!
//! An illegal or malformed line stops the referee: the transcript so far stays on stdout,
//! `error: line L: <why>` goes to stderr, and the exit status is 2.

use grundy::input::EXIT_BAD_INPUT;
use grundy::xor_trie::bots::BotKind;
use grundy::xor_trie::protocol::{referee_bytes, selfplay_report};
use grundy::xor_trie::{MAX_PLAYERS, MIN_PLAYERS};
use std::io::{Read, Write};

const USAGE: &str = "usage: xor_trie_referee [--show] < script | \
                     xor_trie_referee --selfplay G --players N --seed S [--bot random|greedy]";

/// What `--help` prints.
const HELP: &str = "\
xor_trie_referee: the referee of the XOR-Trie card game (rules: docs/xor-trie-rules.md)

usage:
  xor_trie_referee [--show] < script
      referee a script, one command a line (blank lines and # comments ignored):
        players N                      first line, once (N in 4..8)
        round                          starts a round (optional for the first)
        seed S                         the round's seed (required)
        deal v1 .. vN | markers c1 .. | deck x1 .. | skills k1 ..   optional setup
        S draw | S play V self|public | S test V | S redeem | S discard K
        S skill K self|public [L] | S counter | S end [keep V..] | S give T
      prints one line per event, the standings of each round and the match ranking;
      an illegal line: `error: line L: <why>` on stderr, exit status 2.
      --show                           also draw the trie after each turn
  xor_trie_referee --selfplay G --players N --seed S [--bot random|greedy]
      play G rounds with built-in bots (random by default) and print statistics
  xor_trie_referee --help | -h
      print this help
";

fn usage_error(what: &str) -> ! {
    eprintln!("error: {what}; {USAGE}");
    std::process::exit(EXIT_BAD_INPUT)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Asked for help anywhere, help is all it gets.
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print_all(HELP);
        return;
    }
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
                        .filter(|n| (MIN_PLAYERS..=MAX_PLAYERS).contains(n))
                        .unwrap_or_else(|| {
                            usage_error(&format!("--players must be {MIN_PLAYERS}..={MAX_PLAYERS}"))
                        }),
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
            print_all(&selfplay_report(g, n, s, bot.unwrap_or(BotKind::Random)));
        }
        None => {
            if players.is_some() || seed.is_some() || bot.is_some() {
                usage_error("--players, --seed and --bot go with --selfplay");
            }
            run_referee(show);
        }
    }
}

/// Referees standard input: the transcript (complete, or up to the bad line) on stdout,
/// then `error: line L: <why>` on stderr and exit status 2 if a line was bad.
fn run_referee(show: bool) {
    let mut bytes = Vec::new();
    if let Err(e) = std::io::stdin().lock().read_to_end(&mut bytes) {
        eprintln!("error: cannot read standard input: {e}");
        std::process::exit(EXIT_BAD_INPUT);
    }
    let transcript = referee_bytes(&bytes, show);
    print_all(&transcript.text);
    if let Some(e) = transcript.error {
        eprintln!("error: {e}");
        std::process::exit(EXIT_BAD_INPUT);
    }
}

/// Writes `text` to stdout; a closed pipe is not an error worth a panic.
fn print_all(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(text.as_bytes());
    let _ = stdout.flush();
}
