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

mod common;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use grundy::rng::Rng;
use grundy::xor_trie::bots::{BotKind, bot_action};
use grundy::xor_trie::protocol::referee;
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

#[test]
fn two_seats_answer_in_reverse_order_and_the_first_clockwise_counters() {
    let dir = scratch("table-counters");
    let (mut s, tokens) = skill_waits(&dir);
    let asked = |s: &Served| json(&s.get("/api/board", None).1)["game"]["waiting"]["asked"].clone();
    let answers = |a: [Value; 2]| {
        serde_json::json!([
            { "seat": 1, "answer": a[0], "bot": false },
            { "seat": 2, "answer": a[1], "bot": false },
        ])
    };
    assert_eq!(asked(&s), answers([Value::Null, Value::Null]));
    let log = s.log_lines();
    // The caster waits, on its page as at the terminal; seat 3 holds no C.
    let waits = "seat 4's << waits for counters: seats 1 and 2 answer first (`S counter`, or `pass` closes the window)";
    let (status, body) = s.act(&tokens[3], "end");
    assert_eq!((status, json(&body)["error"].as_str()), (422, Some(waits)));
    s.type_refused("4 end");
    assert!(s.output().contains(&format!("error: {waits}\n")));
    let refused =
        |s: &Served, seat: usize, a: &str| json(&s.act(&tokens[seat - 1], a).1)["error"].clone();
    assert_eq!(
        refused(&s, 4, "pass"),
        "seat 4 cast the skill: the seats holding a C answer, or the typist's `pass` lets it act"
    );
    assert_eq!(
        refused(&s, 3, "counter"),
        "seat 3 holds no C to counter with"
    );
    let kinds =
        |k: usize| json(&s.get("/api/seat", Some(&tokens[k - 1])).1)["game"]["kinds"].clone();
    assert_eq!(kinds(4), serde_json::json!([]));
    assert_eq!(kinds(1), serde_json::json!(["counter", "pass"]));
    assert_eq!(s.log_lines(), log);
    // Seat 2 answers first: it counters, but seat 1 comes first clockwise from seat 4.
    assert_eq!(s.act(&tokens[1], "counter").0, 200);
    assert_eq!(asked(&s), answers([Value::Null, "counter".into()]));
    assert_eq!(s.log_lines(), log, "nothing is decided yet");
    let seat2 = json(&s.get("/api/seat", Some(&tokens[1])).1);
    assert_eq!(seat2["game"]["answer"], "counter");
    // Seat 1 counters too: seat 1 is the one who counters.
    assert_eq!(s.act(&tokens[0], "counter").0, 200);
    assert_eq!(s.log_lines().last().unwrap(), "1 counter");
    check_views(&s, &tokens, "after the counter");
    let events = json(&s.get("/api/board", None).1)["events"].clone();
    assert_eq!(
        events.as_array().unwrap().last().unwrap(),
        "seat 1 counters with a C: seat 4's << is void"
    );
    // Again: seat 2 counters and the typist closes the window: seat 2 counters.
    s.type_line("undo");
    assert_eq!(
        asked(&s),
        answers([Value::Null, Value::Null]),
        "the answers go"
    );
    assert_eq!(s.act(&tokens[1], "counter").0, 200);
    s.type_line("pass");
    assert_eq!(s.log_lines().last().unwrap(), "2 counter");
    // Again: both let it act: it acts.
    s.type_line("undo");
    assert_eq!(s.act(&tokens[1], "pass").0, 200);
    assert_eq!(s.act(&tokens[0], "pass").0, 200);
    assert_eq!(s.log_lines().last().unwrap(), "pass");
    let out = s.quit();
    for echoed in [
        "seat 2 chooses to counter    (from seat 2's page)",
        "1 counter    (seat 1 chose to counter)",
        "2 counter    (seat 2 chose to counter)",
        "pass    (nobody counters)",
    ] {
        assert!(out.contains(echoed), "{echoed}: {out}");
    }
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    assert!(
        referee(&log, false)
            .text
            .contains("\nskill seat 4 << self ")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn answers_pressed_at_the_same_moment_are_all_heard_and_a_repeated_or_late_one_is_not() {
    let dir = scratch("table-answers");
    let (mut s, tokens) = skill_waits(&dir);
    // Both seats answer on the same view at the same moment: an answer is not a line and
    // moves no version, so neither finds the game moved on. Seat 1 lets the skill act:
    // seat 2 counters, whichever answer came first.
    let v = s.version(&tokens[0]);
    let echoed = s.echoes();
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(2));
    let presses: Vec<_> = [(0, "pass"), (1, "counter")]
        .into_iter()
        .map(|(k, answer)| {
            let (url, token, barrier) = (
                format!("{}/api/act", s.base),
                tokens[k].clone(),
                barrier.clone(),
            );
            std::thread::spawn(move || {
                let body = serde_json::json!({ "action": answer, "version": v }).to_string();
                barrier.wait();
                web::post(&url, Some(&token), &body)
            })
        })
        .collect();
    for p in presses {
        let (status, body) = p.join().unwrap();
        assert_eq!(status, 200, "{body}");
    }
    s.wait_echoes(echoed + 2);
    assert_eq!(s.log_lines().last().unwrap(), "2 counter");
    assert_eq!(s.version(&tokens[0]), v + 1);
    // The window closed: an answer pressed on its view changes nothing.
    let (status, body) = s.act_at(&tokens[0], "counter", v);
    assert_eq!(status, 409, "{body}");
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .starts_with("not done: the game changed after this page showed it"),
        "{body}"
    );
    // Open again: an answer sent twice is heard once; a changed answer is a new press.
    s.type_line("undo");
    let v = s.version(&tokens[1]);
    assert_eq!(s.act_at(&tokens[1], "counter", v).0, 200);
    let (status, body) = s.act_at(&tokens[1], "counter", v);
    assert_eq!(
        (status, json(&body)["error"].as_str()),
        (
            409,
            Some("not done: seat 2 already chose to counter (a press sent twice)")
        )
    );
    common::assert_in_words("a repeated answer", json(&body)["error"].as_str().unwrap());
    assert_eq!(s.act_at(&tokens[1], "pass", v).0, 200);
    let asked = json(&s.get("/api/board", None).1)["game"]["waiting"]["asked"].clone();
    assert_eq!(asked[1]["answer"], "let", "{asked}");
    let out = s.quit();
    assert_eq!(
        out.matches("seat 2 chooses to counter    (from seat 2's page)")
            .count(),
        2,
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_press_made_before_a_bot_s_line_is_refused() {
    let dir = scratch("table-bot-first");
    // Seat 3, a bot, begins; seats 3 and 4 play before seat 1, the only player.
    let setup = lines("players 4\nbot 2\nbot 3\nbot 4\nseed 1\nbegin");
    let s = served(&dir, "127.0.0.1:0", "night", &["--bot-pause", "0"], &setup);
    let tokens = s.tokens();
    // What seat 1's page showed at the deal.
    let dealt = 1 + setup.len() as u64;
    wait_for(PATIENCE, "seat 1's turn", || {
        let board = json(&s.get("/api/board", None).1);
        (awaited(&board)? == Some((1, false))).then_some(())
    });
    let log = s.log_lines();
    assert!(log.len() > setup.len(), "the bots played: {log:?}");
    // A press made on the view of the deal: the bots' lines came since.
    let (status, body) = s.act_at(&tokens[0], "draw", dealt);
    assert_eq!(status, 409, "{body}");
    assert_eq!(s.log_lines(), log);
    // On the game as it is: applied.
    assert_eq!(s.act(&tokens[0], "draw").0, 200);
    assert_eq!(s.log_lines().last().unwrap(), "1 draw");
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_terminal_shows_the_public_game_and_a_hand_only_when_asked() {
    let dir = scratch("table-terminal");
    let (setup, actions) = split(ROUND);
    let mut s = served(&dir, "127.0.0.1:0", "night", &[], &setup);
    s.type_line("begin");
    let tokens = s.tokens();
    // Cards the terminal shows must lie face up: none in a hand, in the deck or set aside.
    let check = |s: &Served, text: &str, what: &str| {
        let live = replay(&s.log_lines());
        let g = live.session().game().unwrap();
        for card in cards_named(text) {
            let place = g.whereabouts(card);
            assert!(
                !matches!(place, Place::Deck | Place::Aside | Place::Held(_)),
                "{what}: card {card} ({place}) in {text}"
            );
        }
        assert!(!text.contains("marker card"), "{what}: {text}");
    };
    check(&s, &s.output(), "the deal");
    let mut seen = s.output().len();
    let mut pressed = 0;
    let mut asked = false;
    for (i, line) in actions.iter().enumerate() {
        let (seat, rest) = action(line).unwrap();
        if i % 5 == 4 {
            s.type_line(line);
        } else {
            assert_eq!(s.act(&tokens[seat.unwrap() - 1], &rest).0, 200, "{line}");
            pressed += 1;
            // The echo is written before the page's answer: wait for the terminal to read it.
            wait_for(PATIENCE, "the echo", || {
                let out = s.output();
                (out.matches("'s page)\n").count() == pressed).then_some(())
            });
        }
        let out = s.output();
        check(&s, &out[seen..], line);
        seen = out.len();
        // Asked for, a hand shows (once, the first time one is not empty after the deal).
        let live = replay(&s.log_lines());
        let g = live.session().game().unwrap();
        let seat = Seat::all(4).max_by_key(|&k| g.hand(k).len()).unwrap();
        let hand: Vec<String> = g.hand(seat).iter().map(u16::to_string).collect();
        if !asked && i > 0 && !hand.is_empty() {
            asked = true;
            s.type_line(&format!("hand {seat}"));
            let shown = format!("seat {seat}: basic cards [{}]", hand.join(" "));
            assert!(s.output()[seen..].contains(&shown), "{shown}");
            seen = s.output().len();
        }
    }
    assert!(asked);
    // Every prompt names whose line it is, those after a page's action included.
    let out = s.output();
    let prompts: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.contains("seat 1 http"))
        .skip(1)
        .filter_map(|l| l.split_once("> ").map(|(head, _)| head))
        .filter(|head| head.is_empty() || head.starts_with('r'))
        .collect();
    assert!(prompts.len() > actions.len(), "{prompts:?}");
    assert!(
        prompts.iter().all(|h| h.starts_with('r')),
        "a bare prompt: {out}"
    );
    s.type_line("history");
    assert!(
        !s.output()[seen..].contains("end keep"),
        "{}",
        &s.output()[seen..]
    );
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
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
    bot_action(BotKind::Random, game, rng).to_string()
}

#[test]
fn two_players_and_two_bots_play_a_round_and_every_view_keeps_the_secrets() {
    let dir = scratch("table-bots");
    let setup = lines("players 4\nbot 3\nbot 4 random\nseed 11\nbegin");
    let s = served(&dir, "127.0.0.1:0", "night", &["--bot-pause", "0"], &setup);
    let tokens = s.tokens();
    let streams: Vec<(Option<usize>, Stream)> = std::iter::once((None, "/events/board".into()))
        .chain((1..=4).map(|k| (Some(k), format!("/events/seat?token={}", tokens[k - 1]))))
        .map(|(r, path)| (r, Stream::open(&format!("{}{path}", s.base))))
        .collect();
    let mut rng = Rng::new(11);
    let mut moves = 0;
    loop {
        let board = wait_for(PATIENCE, "a player's line", || {
            let b = json(&s.get("/api/board", None).1);
            awaited(&b).map(|a| (a, b))
        });
        let Some((seat, answer)) = board.0 else {
            break;
        };
        let live = replay(&s.log_lines());
        let line = a_players_line(live.session().game().unwrap(), seat, answer, &mut rng);
        let (status, body) = s.act(&tokens[seat - 1], &line);
        assert_eq!(status, 200, "{seat} {line}: {body}");
        check_views(&s, &tokens, &format!("after {seat} {line}"));
        moves += 1;
        // A bot's page takes nothing.
        assert_eq!(s.act(&tokens[2], "draw").0, 422);
    }
    assert!(moves > 5, "{moves}");
    let log = s.log_lines();
    for bot in ["3 ", "4 "] {
        assert!(log.iter().any(|l| l.starts_with(bot)), "{bot}: {log:?}");
    }
    // The log replays to the game the board shows: the bots' lines are applied, not
    // decided again.
    let text = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    let replayed = referee(&text, false);
    assert_eq!(replayed.error, None);
    let board = json(&s.get("/api/board", None).1);
    for row in board["game"]["standings"].as_array().unwrap() {
        let line = format!(
            "{} seat {} score {} tokens {} total {} {}",
            row["rank"],
            row["seat"],
            row["score"],
            row["tokens"],
            row["total"],
            row["medal"].as_str().unwrap()
        );
        assert!(replayed.text.contains(&line), "{line}");
    }
    assert!(board["match"].as_array().is_some_and(|m| m.len() == 4));
    // Every view pushed kept the secrets.
    let last = 1 + log.len() as u64;
    for (reader, stream) in &streams {
        wait_for(PATIENCE, "the last view pushed", || {
            (json(stream.views().last()?)["version"].as_u64() == Some(last)).then_some(())
        });
        for (i, body) in stream.views().iter().enumerate() {
            check_view(
                body,
                *reader,
                &log,
                &format!("view {i} pushed to {reader:?}"),
            );
        }
    }
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unknown_link_gets_a_page_that_says_so() {
    let dir = scratch("table-unknown");
    let s = served(&dir, "127.0.0.1:0", "night", &[], &lines("players 4"));
    let wrong = "0123456789abcdef0123456789abcdef";
    for (path, status) in [(format!("/seat/{wrong}"), 403), ("/seats".to_string(), 404)] {
        let (got, body) = s.get(&path, None);
        assert_eq!(got, status, "{path}");
        assert!(body.starts_with("<!doctype html>"), "{body}");
        assert!(body.contains("This link is not a page of the game served here"));
    }
    // The pages' own addresses keep their answers in JSON.
    assert!(s.get("/api/seat", Some(wrong)).1.starts_with("{\"error\""));
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_page_is_not_told_where_a_card_it_may_not_see_is() {
    let dir = scratch("table-refusals");
    let setup = lines(
        "players 4\nphysical\ndeal 1 2 4 8\nmarkers 500 501\nhands 256 3 20 21 30 31 40 41\nbegin",
    );
    let mut s = served(&dir, "127.0.0.1:0", "night", &[], &setup);
    let tokens = s.tokens();
    for (named, why) in [
        ("draw 20 22", "card 20 is not in the deck"),
        ("draw 500 22", "card 500 is not in the deck"),
        (
            "draw 2 22",
            "card 2 is not in the deck: it is seat 2's starting card",
        ),
    ] {
        let (status, body) = s.act(&tokens[0], named);
        assert_eq!(
            (status, json(&body)["error"].as_str()),
            (422, Some(why)),
            "{named}"
        );
    }
    // The typist, who named the hands, is told.
    s.type_refused("1 draw 20 22");
    assert!(
        s.output()
            .contains("error: card 20 is not in the deck: seat 2 holds it\n")
    );
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_script_of_bots_plays_itself_the_same_way_for_a_seed() {
    let script =
        |seed: u64| format!("players 4\nbot 1\nbot 2 random\nbot 3\nbot 4\nseed {seed}\nbegin\n");
    let first = common::run_ok("xor_trie_referee", &script(5));
    assert_eq!(common::run_ok("xor_trie_referee", &script(5)), first);
    assert_ne!(common::run_ok("xor_trie_referee", &script(6)), first);
    assert!(
        first.contains("\nstandings\n") && first.contains("\nmatch\n"),
        "{first}"
    );
    // A live session of the same script logs the bots' lines; its log replays to the same
    // game.
    let dir = scratch("table-bot-script");
    let log = dir.join("bots.txt");
    let out = common::run_bin_args(
        "xor_trie_referee",
        &["--live", "--save", log.to_str().unwrap()],
        script(5).as_bytes(),
    );
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("    (seat 2's random bot)\n"), "{stdout}");
    let logged = std::fs::read_to_string(&log).unwrap();
    assert!(logged.lines().count() > 20, "{logged}");
    assert_eq!(referee(&logged, false).text, first);
    std::fs::remove_dir_all(&dir).unwrap();
}

// ----- in headless Chromium -----

/// The television and four phones, each a browser of its own.
struct Screens {
    board: Browser,
    phones: Vec<Browser>,
}

/// What a seat page shows of its hand: the cards, how many are unseen, its version.
const READ_SEAT: &str = "return {
  version: Number(document.body.dataset.version),
  hand: [...document.querySelectorAll('#hand [data-card]')].map((c) => Number(c.dataset.card)),
  unseen: Number(document.body.dataset.unseen || 0),
};";

impl Screens {
    /// Opens the board and the seats' pages of `s`.
    fn open(&self, s: &Served) {
        self.board.go(&format!("{}/", s.base));
        let mut links = s.seat_links();
        links.sort();
        links.dedup();
        for (phone, (_, link)) in self.phones.iter().zip(links) {
            phone.go(&link);
        }
    }

    /// Every page shows the game after the lines of the log, and no card it may not: the
    /// board none in a hand, in the deck or set aside (and no seed), a phone its own hand
    /// and no other. Returns the log's lines.
    fn check(&self, s: &Served, what: &str) -> Vec<String> {
        let history = s.log_lines();
        let version = 1 + history.len() as u64;
        let live = replay(&history);
        let g = live.session().game().unwrap();
        let at = |b: &Browser, who: &str| {
            wait_for(
                PATIENCE,
                &format!("{who} at version {version} {what}"),
                || {
                    let v = b.script("return Number(document.body.dataset.version);");
                    (v.as_u64() == Some(version)).then_some(())
                },
            );
        };
        let secret = |card: u16, reader: Option<usize>| match g.whereabouts(card) {
            Place::Deck | Place::Aside => true,
            Place::Held(s) => reader != Some(s.index() + 1),
            _ => false,
        };
        at(&self.board, "the board");
        let text = self.board.text();
        for card in cards_named(&text) {
            assert!(
                !secret(card, None),
                "{what}: the board shows card {card}: {text}"
            );
        }
        assert!(
            !text.contains("seed") && !text.contains("marker card"),
            "{what}: {text}"
        );
        for (k, phone) in self.phones.iter().enumerate().take(g.players()) {
            at(phone, &format!("seat {}", k + 1));
            let seat = Seat::from_index(k);
            let page = phone.script(READ_SEAT);
            let own: Vec<u64> = g.hand(seat).iter().map(|&c| u64::from(c)).collect();
            assert_eq!(
                page["hand"],
                serde_json::json!(own),
                "{what}: seat {}",
                k + 1
            );
            assert_eq!(page["unseen"], g.unseen(seat), "{what}: seat {}", k + 1);
            let text = phone.text();
            for card in cards_named(&text) {
                assert!(
                    !secret(card, Some(k + 1)),
                    "{what}: seat {} shows card {card}",
                    k + 1
                );
            }
        }
        history
    }
}

/// Does on seat page `b` what makes the line `rest` (an action's words after seat `seat`
/// in `game`): named cards typed in their fields, boxes ticked, buttons clicked, a
/// confirmation given. With `shot`, the page is pictured there just before the last click.
fn press(b: &Browser, rest: &str, game: &Game, seat: Seat, shot: Option<&Path>) {
    let words: Vec<&str> = rest.split(' ').collect();
    let held = |c: &str| game.hand(seat).iter().any(|h| h.to_string() == c);
    let click = |css: &str| {
        if let Some(path) = shot {
            std::fs::write(path, b.screenshot()).unwrap();
        }
        b.click(css);
    };
    match words.as_slice() {
        ["draw", cards @ ..] if !cards.is_empty() => {
            for (i, c) in cards.iter().enumerate() {
                b.fill(&format!("[data-key=\"draw-{}\"]", i + 1), c);
            }
            click("button[data-act=\"draw named\"]");
        }
        ["play", c, target] if !held(c) => {
            b.fill("[data-key=\"unseen-card\"]", c);
            click(&format!(
                "button[data-play=\"unseen\"][data-target=\"{target}\"]"
            ));
        }
        ["test", c, judgment @ ..] => {
            let key = if held(c) {
                c.to_string()
            } else {
                b.fill("[data-key=\"unseen-card\"]", c);
                "unseen".into()
            };
            if let [j] = judgment {
                b.fill(&format!("[data-key=\"judgment-{key}\"]"), j);
            }
            click(&format!("button[data-test=\"{key}\"]"));
        }
        ["skill", k, target, layer @ ..] => {
            if let [l] = layer {
                b.click(&format!(
                    "select[data-layer-for=\"{k}\"] option[value=\"{l}\"]"
                ));
            }
            click(&format!(
                "button[data-skill=\"{k}\"][data-target=\"{target}\"]"
            ));
        }
        ["discard", k] => {
            b.click(&format!("button[data-discard=\"{k}\"]"));
            click("button[data-yes]");
        }
        ["give", t] => {
            b.click(&format!("button[data-give=\"{t}\"]"));
            if let Some(path) = shot {
                std::fs::write(path, b.screenshot()).unwrap();
            }
            // Confirmed by a double tap: the first disables every button, the second does
            // nothing (the test sees the one gift in the log).
            assert!(b.click_twice("button[data-yes]"), "buttons live in flight");
        }
        ["end", tail @ ..] => {
            let (keep, discard) = match tail.iter().position(|w| *w == "discard") {
                Some(i) => (&tail[..i], &tail[i + 1..]),
                None => (tail, &[][..]),
            };
            let keep: Option<Vec<&str>> = keep.split_first().map(|(_, k)| k.to_vec());
            let hand = game.hand(seat);
            let ticked = hand.len() + game.unseen(seat) <= 2;
            let mut gone = false;
            for c in hand {
                let c = c.to_string();
                let kept = match &keep {
                    Some(k) => k.contains(&c.as_str()),
                    None => !discard.contains(&c.as_str()),
                };
                gone |= !kept;
                if kept != ticked {
                    b.click(&format!("input[data-keep=\"{c}\"]"));
                }
            }
            for (i, c) in discard.iter().filter(|c| !held(c)).enumerate() {
                b.fill(&format!("[data-key=\"discard-unseen-{}\"]", i + 1), c);
                gone = true;
            }
            if gone {
                b.click("button[data-act=\"end\"]");
                click("button[data-yes]");
            } else {
                click("button[data-act=\"end\"]");
            }
        }
        _ => click(&format!("button[data-act=\"{rest}\"]")),
    }
}

/// A seeded script as a table with physical cards plays it with private hands: the
/// cards drawn unnamed, each card named as it is shown; a turn's end names only the cards
/// it discards (the cards kept stay unseen).
fn physical_private(script: &str) -> String {
    let mut out = String::new();
    for line in common::as_physical(script, false).lines() {
        let words: Vec<&str> = line.split(' ').collect();
        if let [seat, "end", "keep", ..] = words.as_slice() {
            match line.split_once(" discard ") {
                Some((_, d)) => out.push_str(&format!("{seat} end discard {d}\n")),
                None => out.push_str(&format!("{seat} end\n")),
            }
        } else {
            out.push_str(&format!("{line}\n"));
        }
    }
    out
}

/// The results of a transcript: its standings and match ranking lines.
fn results(transcript: &str) -> Vec<&str> {
    transcript
        .lines()
        .filter(|l| l.contains(" seat ") && (l.contains(" total ") || l.contains(" gold ")))
        .collect()
}

/// True if the element `id` of the page lies whole in the window, nothing of it cut off.
fn fits(b: &Browser, id: &str) -> bool {
    let v = b.script(&format!(
        "const e = document.getElementById('{id}'); const r = e.getBoundingClientRect();
         return {{ fits: !e.hidden && r.height > 0 && r.top >= 0 && r.left >= 0
             && r.bottom <= window.innerHeight && r.right <= window.innerWidth
             && e.scrollHeight <= e.clientHeight + 1,
           w: window.innerWidth, h: window.innerHeight }};"
    ));
    assert_eq!(
        (v["w"].as_u64(), v["h"].as_u64()),
        (Some(1920), Some(1080)),
        "{v}"
    );
    v["fits"] == true
}

#[test]
fn a_table_plays_whole_games_on_its_screens() {
    let test = "a_table_plays_whole_games_on_its_screens";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => {
            return common::skip::skip("xor_trie_table", test, &why, webdriver::GET_CHROMIUM);
        }
    };
    let dir = scratch("table-browser");
    let shots = dir.join("shots");
    std::fs::create_dir_all(&shots).unwrap();
    let screens = Screens {
        board: Browser::start(&chromium, &driver, &dir.join("board")),
        phones: (0..4)
            .map(|k| Browser::start(&chromium, &driver, &dir.join(format!("phone{k}"))))
            .collect(),
    };
    screens.board.viewport(1920, 1080);
    for p in &screens.phones {
        p.viewport(390, 844);
    }
    // Pressing each line of `actions` on its seat's phone, every page checked after it.
    let play =
        |s: &Served, actions: &[String], shot_at: &dyn Fn(&str) -> Option<std::path::PathBuf>| {
            let mut history = screens.check(s, "at the start");
            for line in actions {
                let (seat, rest) = action(line).unwrap();
                let seat = Seat::new(seat.unwrap());
                let live = replay(&history);
                let g = live.session().game().unwrap();
                let shot = shot_at(line);
                press(
                    &screens.phones[seat.index()],
                    &rest,
                    g,
                    seat,
                    shot.as_deref(),
                );
                wait_for(PATIENCE, &format!("{line} in the log"), || {
                    let log = s.log_lines();
                    (log.len() > history.len()).then_some(())
                });
                assert_eq!(s.log_lines()[history.len()], *line);
                history = screens.check(s, &format!("after {line}"));
            }
            history
        };

    // 1. Two seats hold a C; seat 4's skill waits; they answer in reverse seat order.
    let (mut setup, actions) = split(TWO_COUNTERS);
    setup.push("begin".into());
    let mut s = served(&dir, "127.0.0.1:0", "counters", &[], &setup);
    screens.open(&s);
    play(&s, &actions, &|_| None);
    let caster = &screens.phones[3];
    caster.find("#waiting:not([hidden])");
    assert_eq!(
        caster.script("return document.querySelectorAll('#actions button').length;"),
        0,
        "the caster cannot end its turn"
    );
    // Sent all the same, its end is refused.
    caster.script("send('end'); return 0;");
    web::wait_or(
        PATIENCE,
        "the caster's end refused",
        || {
            caster
                .text()
                .contains("error: seat 4's << waits for counters")
                .then_some(())
        },
        || caster.text(),
    );
    // A double tap on an answer sends it once.
    assert!(screens.phones[1].click_twice("button[data-act=\"counter\"]"));
    screens
        .board
        .find("#waiting [data-seat=\"2\"][data-answer=\"counter\"]");
    screens.phones[1].find("[data-answer=\"counter\"]");
    std::fs::write(shots.join("board.png"), screens.board.screenshot()).unwrap();
    assert_eq!(s.log_lines().last().unwrap(), actions.last().unwrap());
    screens.phones[0].click("button[data-act=\"counter\"]");
    wait_for(PATIENCE, "the counter", || {
        (s.log_lines().last()? == "1 counter").then_some(())
    });
    screens.check(&s, "after the counter");
    // The phones show what just happened.
    let events = screens.phones[2].text();
    assert!(
        events.contains("seat 1 counters with a C: seat 4's << is void"),
        "{events}"
    );
    s.type_line("4 end");
    screens.check(&s, "after 4 end");
    drop(s);

    // 2. An eliminated seat gives its token, while the next seat's choice half made stays.
    let setup = lines("players 4\nseed 2026\nbegin");
    let s = served(&dir, "127.0.0.1:0", "give", &[], &setup);
    screens.open(&s);
    play(&s, &lines("2 play 246 public\n3 draw"), &|_| None);
    // Seat 3 plays a card that leaves it in the round, and ticks one card to keep.
    let live = replay(&s.log_lines());
    let g = live.session().game().unwrap();
    let three = Seat::new(3);
    let card = g
        .hand(three)
        .iter()
        .copied()
        .find(|&card| {
            let mut after = g.clone();
            let play = grundy::xor_trie::Action::Play {
                card,
                target: grundy::xor_trie::Target::Own,
            };
            after.apply(three, &play).is_ok() && after.is_active(three) && after.ended().is_none()
        })
        .unwrap();
    play(&s, &[format!("3 play {card} self")], &|_| None);
    let live = replay(&s.log_lines());
    let kept: Vec<u16> = live.session().game().unwrap().hand(three)[..2].to_vec();
    let phone3 = &screens.phones[2];
    phone3.click(&format!("input[data-keep=\"{}\"]", kept[0]));
    play(&s, &lines("2 give 3"), &|_| None);
    assert_eq!(
        s.log_lines()
            .iter()
            .filter(|l| l.contains(" give "))
            .count(),
        1,
        "one gift"
    );
    let seat3 = screens
        .board
        .script("return document.getElementById('seat-3').textContent;");
    assert!(seat3.as_str().unwrap().contains("tokens 1"), "{seat3}");
    let ticked = format!(
        "return document.querySelector('input[data-keep=\"{}\"]').checked;",
        kept[0]
    );
    assert_eq!(
        phone3.script(&ticked),
        true,
        "the box ticked before the gift stays ticked"
    );
    phone3.click(&format!("input[data-keep=\"{}\"]", kept[1]));
    phone3.click("button[data-act=\"end\"]");
    phone3.click("button[data-yes]");
    wait_for(PATIENCE, "seat 3's end", || {
        s.log_lines()
            .last()?
            .starts_with("3 end keep")
            .then_some(())
    });
    assert_eq!(
        s.log_lines().last().unwrap(),
        &format!("3 end keep {} {}", kept[0], kept[1])
    );
    screens.check(&s, "after seat 3's end");
    drop(s);

    // 3. A whole round with physical cards in private hands, every card named on a phone.
    let (setup, actions) = split(&physical_private(ROUND));
    assert!(setup.contains(&"physical".to_string()), "{setup:?}");
    let s = served(&dir, "127.0.0.1:0", "physical", &[], &setup);
    screens.open(&s);
    let first_end = actions
        .iter()
        .find(|l| l.contains(" end discard "))
        .cloned()
        .unwrap();
    let seat_shot = shots.join("seat.png");
    play(&s, &actions, &|line| {
        (line == first_end).then(|| seat_shot.clone())
    });
    let text = std::fs::read_to_string(dir.join("physical.txt")).unwrap();
    let transcript = referee(&text, false).text;
    assert!(transcript.contains(" unseen 2\n"), "{transcript}");
    assert_eq!(results(&transcript), results(ROUND_OUT));
    drop(s);

    // 4. Two players and two bots play a round to its end.
    let setup = lines("players 4\nbot 3\nbot 4 random\nseed 11\nbegin");
    let s = served(&dir, "127.0.0.1:0", "bots", &["--bot-pause", "50"], &setup);
    screens.open(&s);
    let mut rng = Rng::new(11);
    loop {
        let board = wait_for(PATIENCE, "a player's line", || {
            let b = json(&s.get("/api/board", None).1);
            awaited(&b).map(|a| (a, b))
        });
        let history = screens.check(&s, "before a player's line");
        let Some((seat, answer)) = board.0 else {
            break;
        };
        let live = replay(&history);
        let g = live.session().game().unwrap();
        let line = a_players_line(g, seat, answer, &mut rng);
        let before = json(&s.get("/api/board", None).1);
        let phone = &screens.phones[seat - 1];
        press(phone, &line, g, Seat::new(seat), None);
        web::wait_or(
            PATIENCE,
            &format!("{seat} {line} taken"),
            || (json(&s.get("/api/board", None).1) != before).then_some(()),
            || phone.text(),
        );
    }
    screens.board.find("#results:not([hidden])");
    assert!(
        fits(&screens.board, "results"),
        "the standings fit the television"
    );
    std::fs::write(shots.join("standings.png"), screens.board.screenshot()).unwrap();
    for k in [2, 3] {
        assert!(screens.phones[k].text().contains("bot plays this seat"));
    }

    // 5. The game is started again: the phones' links are no more, and say so, on a page
    // left open (its stream comes back to a server that no longer knows it) as on a page
    // opened again. (One page reconnects: the others are closed first.)
    let port = s.base.rsplit(':').next().unwrap().to_string();
    let mut links = s.seat_links();
    links.sort();
    for screen in std::iter::once(&screens.board).chain(&screens.phones[1..]) {
        screen.go("about:blank");
    }
    s.kill();
    let s = served(
        &dir,
        &format!("127.0.0.1:{port}"),
        "again",
        &[],
        &lines("players 4"),
    );
    let phone = &screens.phones[0];
    web::wait_or(
        PATIENCE,
        "a phone to find its link unknown",
        || (phone.script("return document.body.dataset.unknown || '';") == "1").then_some(()),
        || phone.text(),
    );
    assert!(
        phone
            .text()
            .contains("This link is not a seat of the game served here")
    );
    screens.phones[1].go(&links[1].1);
    screens.phones[1].find("#unknown");
    drop(s);

    // 6. Eight bots: the standings and the match ranking of eight fit the television.
    let bots: String = (1..=8).map(|k| format!("bot {k}\n")).collect();
    let setup = lines(&format!("players 8\n{bots}seed 4\nbegin"));
    let s = served(&dir, "127.0.0.1:0", "eight", &["--bot-pause", "0"], &setup);
    screens.board.go(&format!("{}/", s.base));
    screens.board.find("#results:not([hidden])");
    let rows = screens
        .board
        .script("return document.querySelectorAll('#results tbody tr').length;");
    assert_eq!(rows, 16, "eight standings and eight in the match");
    assert!(fits(&screens.board, "results"));
    drop(s);

    for name in ["board.png", "seat.png", "standings.png"] {
        let png = std::fs::read(shots.join(name)).unwrap();
        assert!(png.starts_with(b"\x89PNG"), "{name}");
        // A blank page compresses to a few kilobytes.
        assert!(png.len() > 20_000, "{name} is {} bytes", png.len());
        if std::env::var_os("GRUNDY_SCREENSHOTS").is_some() {
            let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
            std::fs::write(docs.join(name), &png).unwrap();
        }
    }
    drop(screens);
    std::fs::remove_dir_all(&dir).unwrap();
}
