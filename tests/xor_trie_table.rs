//! The whole game on its screens, as a table plays it: counters in seat order, physical
//! cards named on the phones, every action the rules allow, bots in empty seats, the
//! typist's terminal showing the public game.
//!
//! Over HTTP (always run): two seats holding a C answer a skill in reverse seat order and
//! the first clockwise counters, while the caster waits; a `pass` typed closes the window
//! on the answers given; the terminal shows no card of a hand unless asked (`hand S`) and
//! its prompt always names whose line it is; two players and two bots play a round, the
//! bots' lines in the log, every view pushed keeping the secrets; an unknown link gets a
//! page that says so; a script of bots plays itself, the same way for the same seed.
//!
//! In headless Chromium (skipped, saying why, where Chromium is missing and `CI` is not
//! set), one browser per screen, started once for every game: the television at 1920×1080
//! and four phones at 390×844. Two seats answer a counter window in reverse order; an
//! eliminated seat gives its token; a whole round with physical cards in private hands is
//! played from the phones (every card named on them); two players and two bots play a
//! round to the end; eight bots end a round whose standings and match ranking fit the
//! television whole; the phones of a game started again say their link is unknown. Every
//! page is checked after every action for a card it may not show. The pictures of `docs/`
//! are taken here (written there with `GRUNDY_SCREENSHOTS=1`).

#[path = "xor_trie_table/browser.rs"]
mod browser;
mod common;
#[path = "xor_trie_table/http.rs"]
mod http;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use grundy::rng::Rng;
use grundy::xor_trie::bots::{BotKind, bot_action};
use grundy::xor_trie::protocol::referee;
use grundy::xor_trie::seat_view::SeatView;
use grundy::xor_trie::{Game, Place, Seat};
use serde_json::Value;
use std::path::Path;
use web::{
    PATIENCE, Served, Stream, action, cards_named, check_view, json, lines, replay, scratch,
    wait_for,
};
use webdriver::Browser;

/// Seats 1 and 2 take a C; seat 4 casts `<<` on its own sequence.
const TWO_COUNTERS: &str = include_str!("cases/xor_trie_referee/two-counters.txt");
/// A whole seeded round of four players (the random bot's), ending with its standings.
const ROUND: &str = include_str!("cases/xor_trie_referee/bot-random-4.in");
const ROUND_OUT: &str = include_str!("cases/xor_trie_referee/bot-random-4.out");

/// A served session on `addr` with its log `name.txt` in `dir`, `args` more, and `setup`
/// typed at its terminal.
fn served(dir: &Path, addr: &str, name: &str, args: &[&str], setup: &[String]) -> Served {
    let log = dir.join(format!("{name}.txt"));
    let mut all = vec!["--save", log.to_str().unwrap()];
    all.extend(args);
    let mut s = Served::start(addr, &all, &log);
    for l in setup {
        s.type_line(l);
    }
    s
}

/// The setup lines and the action lines of a script.
fn split(script: &str) -> (Vec<String>, Vec<String>) {
    lines(script).into_iter().partition(|l| action(l).is_none())
}

/// The views of the board and of every seat, each checked against the engine after the
/// lines of the log ([`check_view`]).
fn check_views(s: &Served, tokens: &[String], what: &str) {
    // The views first: the log holds at least the lines they count (bots may play on).
    let board = s.get("/api/board", None).1;
    let seats: Vec<String> = tokens
        .iter()
        .map(|t| s.get("/api/seat", Some(t)).1)
        .collect();
    let history = s.log_lines();
    check_view(&board, None, &history, what);
    for (k, body) in seats.iter().enumerate() {
        check_view(
            body,
            Some(k + 1),
            &history,
            &format!("seat {} {what}", k + 1),
        );
    }
}

/// A served session where seat 4's skill waits for counters from seats 1 and 2 (the
/// script's actions pressed on the phones), and the seats' tokens.
fn skill_waits(dir: &Path) -> (Served, Vec<String>) {
    let (setup, actions) = split(TWO_COUNTERS);
    let s = served(dir, "127.0.0.1:0", "night", &[], &setup);
    let tokens = s.tokens();
    for line in &actions {
        let (seat, rest) = action(line).unwrap();
        assert_eq!(s.act(&tokens[seat.unwrap() - 1], &rest).0, 200, "{line}");
    }
    (s, tokens)
}

/// What the board shows the table waits for: `Some(None)` the round has ended,
/// `Some(Some((seat, answer)))` a player's line (its answer to a skill, if `answer`), or
/// `None` while the referee is to play (a bot's line, or a counter window the answers
/// have decided: the first seat clockwise who chose to counter comes before every seat
/// still to answer).
fn awaited(board: &Value) -> Option<Option<(usize, bool)>> {
    let g = &board["game"];
    if !g["ended"].is_null() {
        return Some(None);
    }
    let player = |k: u64| g["seats"][k as usize - 1]["bot"].is_null();
    if let Some(asked) = g["waiting"]["asked"].as_array() {
        // The seats asked, clockwise from the caster's left.
        for a in asked {
            match a["answer"].as_str() {
                Some("counter") => return None,
                Some(_) => {}
                None if a["bot"] == false => {
                    return Some(Some((a["seat"].as_u64()? as usize, true)));
                }
                None => return None,
            }
        }
        return None;
    }
    let current = g["seats"]
        .as_array()?
        .iter()
        .find(|s| s["current"] == true)?;
    let seat = current["seat"].as_u64()?;
    player(seat).then_some(Some((seat as usize, false)))
}

/// The line a player of `game` (seat `seat`) takes, chosen at random among the legal ones:
/// as the words after the seat (`counter` or `pass` to answer a skill).
fn a_players_line(game: &Game, seat: usize, answer: bool, rng: &mut Rng) -> String {
    if answer {
        return if rng.chance(1, 2) { "counter" } else { "pass" }.into();
    }
    assert_eq!(game.current(), Some(Seat::new(seat)));
    bot_action(BotKind::Random, &SeatView::new(game, Seat::new(seat)), rng).to_string()
}
