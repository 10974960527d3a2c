//! `xor_trie_referee --serve`: the board page and the seat pages beside the terminal.
//!
//! Over HTTP (always run): the pages' actions and the typist's lines make one game and one
//! log, which the batch referee replays to the reference transcript; bad requests (no
//! token, a wrong one, malformed or huge bodies, unknown actions, a thousand at once) get
//! their error and change nothing; actions at the same moment apply one at a time; and,
//! over a whole seeded round, no response and no pushed view ever holds another seat's
//! cards or a card of the deck, checked against the engine's state at each view's version.
//!
//! In headless Chromium through WebDriver (skipped, saying why, where Chromium is missing
//! and `CI` is not set): a whole seeded round played by clicking on the seat pages, every
//! page checked after each click, the server killed and resumed halfway (the pages
//! reconnect by themselves), the latency from a click to the board's update measured, and
//! screenshots of the board and of a seat page taken.

mod common;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use grundy::xor_trie::Seat;
use grundy::xor_trie::protocol::referee;
use serde_json::Value;
use std::collections::BTreeSet;
use std::sync::{Arc, Barrier};
use std::time::Instant;
use web::{
    PATIENCE, Served, Stream, action, check_chinese_view, check_view, json, lines, replay, scratch,
    wait_for,
};

/// A whole seeded round of four players (the random bot's), ending with its standings.
const ROUND: &str = include_str!("cases/xor_trie_referee/bot-random-4.in");
const ROUND_OUT: &str = include_str!("cases/xor_trie_referee/bot-random-4.out");
/// A scripted round with every kind of action: tests, draws, keeps, a redeem, skills, a
/// counter, a skill left waiting at the end.
const SKILLS: &str = include_str!("cases/xor_trie_referee/skills-and-counters.in");
const SKILLS_OUT: &str = include_str!("cases/xor_trie_referee/skills-and-counters.out");

/// A served session with the script's setup lines typed at the terminal; its log in `dir`.
fn served_with_setup(dir: &std::path::Path, setup: &[String]) -> Served {
    let log = dir.join("night.txt");
    let mut s = Served::start("127.0.0.1:0", &["--save", log.to_str().unwrap()], &log);
    for l in setup {
        s.type_line(l);
    }
    s
}

#[test]
fn pages_and_the_terminal_play_one_game_through_one_log() {
    let dir = scratch("one-log");
    let all = lines(SKILLS);
    let (setup, actions): (Vec<String>, Vec<String>) =
        all.iter().cloned().partition(|l| action(l).is_none());
    let mut s = served_with_setup(&dir, &setup[..1]);
    // The links: the board's at once, each seat's (and its QR code) once `players` is in.
    let out = s.output();
    assert!(out.contains(&format!("board {}/\n", s.base)), "{out}");
    assert!(s.base.starts_with("http://127.0.0.1:"), "{}", s.base);
    let links = s.seat_links();
    assert_eq!(
        links.iter().map(|(k, _)| *k).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    let tokens = s.tokens();
    for t in &tokens {
        assert_eq!(t.len(), 32, "128 bits in hexadecimal: {t}");
        assert!(t.bytes().all(|b| b.is_ascii_hexdigit()));
    }
    assert_eq!(tokens.iter().collect::<BTreeSet<_>>().len(), 4);
    assert!(out.contains('▀') && out.contains('▄'), "QR codes: {out}");
    for l in &setup[1..] {
        s.type_line(l);
    }
    for (i, line) in actions.iter().enumerate() {
        let (seat, rest) = action(line).unwrap();
        let seat = seat.unwrap();
        if i % 4 == 3 {
            // Every fourth line is typed, the others pressed on the seat's page.
            s.type_line(line);
            continue;
        }
        if i == 5 {
            // Out of turn: the page gets the terminal's message, and nothing changes.
            let before = s.log_lines();
            let mut live = replay(&[setup.clone(), actions[..i].to_vec()].concat());
            let other = seat % 4 + 1;
            let why = live.line(&format!("{other} draw")).error.unwrap().en();
            let (status, body) = s.act(&tokens[other - 1], "draw");
            assert_eq!(status, 422, "{body}");
            assert_eq!(json(&body)["error"], why);
            assert_eq!(s.log_lines(), before);
        }
        let (status, body) = s.act(&tokens[seat - 1], &rest);
        assert_eq!((status, body.as_str()), (200, r#"{"ok":true}"#), "{line}");
    }
    // Nobody holds a C when the last skill is cast: the referee lets it act at once
    // (a `pass` in the log), and a page has nothing to answer.
    let (status, body) = s.act(&tokens[0], "pass");
    assert_eq!(status, 422);
    assert_eq!(json(&body)["error"], "round 1 has ended");
    let log = std::fs::read_to_string(&s.log).unwrap();
    let mut expected = all.clone();
    expected.push("pass".into());
    assert_eq!(s.log_lines(), expected);
    assert_eq!(referee(&log, false).text, SKILLS_OUT);
    let out = s.quit();
    assert!(
        out.contains("1 play 16 self    (from seat 1's page)"),
        "{out}"
    );
    assert!(out.contains("pass    (nobody counters)"), "{out}");
    // A typed line is not echoed, its transcript is, in words, without the cards drawn.
    assert!(out.contains("\nseat 2 draws 2 cards\n"), "{out}");
    assert!(!out.contains("[13 14]"), "{out}");
    assert!(!out.contains("2 draw    (from"), "{out}");
    assert!(out.contains("match\n1 seat 1 gold 1"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_requests_change_nothing_and_the_server_stays_up() {
    let dir = scratch("bad");
    let setup = lines("players 4\nseed 2026\nbegin");
    let mut s = served_with_setup(&dir, &setup);
    let tokens = s.tokens();
    let board = || json(&s.get("/api/board", None).1);
    let before = (board(), s.log_lines());
    let act =
        |token: Option<&str>, body: &str| web::post(&format!("{}/api/act", s.base), token, body);
    let draw = r#"{"action":"draw"}"#;
    let wrong = "0123456789abcdef0123456789abcdef";
    let error = |(status, body): (u16, String)| {
        let why = json(&body)["error"].clone();
        common::assert_in_words("a refused request", why.as_str().unwrap());
        (status, why)
    };
    // No token, a wrong one, a seat's token in the wrong place: 403.
    assert_eq!(act(None, draw).0, 403);
    assert_eq!(act(Some(wrong), draw).0, 403);
    assert_eq!(act(Some(&tokens[1][..31]), draw).0, 403);
    let in_query = web::post(
        &format!("{}/api/act?token={}", s.base, tokens[1]),
        None,
        draw,
    );
    assert_eq!(in_query.0, 403);
    assert_eq!(s.get("/api/seat", None).0, 403);
    assert_eq!(s.get("/api/seat", Some(wrong)).0, 403);
    assert_eq!(s.get(&format!("/events/seat?token={wrong}"), None).0, 403);
    assert_eq!(s.get(&format!("/seat/{wrong}"), None).0, 403);
    // Malformed bodies and unknown actions: 400; a huge body: 413.
    let t = Some(tokens[1].as_str());
    for body in ["{", "[]", "", r#"{"action":5}"#, r#"{"act":"draw"}"#] {
        assert_eq!(act(t, body).0, 400, "{body}");
    }
    assert_eq!(
        error(act(t, r#"{"action":"fly away"}"#)),
        (
            400,
            "`fly` is not an action: one of draw, play, test, take, redeem, discard, skill, counter, end, give, pass".into()
        )
    );
    for a in [
        "",
        "draw # and a comment",
        "players 5",
        "undo",
        "quit",
        "hand 1",
    ] {
        let body = format!(r#"{{"action":"{a}"}}"#);
        assert_eq!(act(t, &body).0, 400, "{a}");
    }
    // A line break is a space like any other: one line, which the referee refuses.
    let v = s.version(&tokens[1]);
    let body = format!(r#"{{"action":"play 456\n2 draw","version":{v}}}"#);
    assert_eq!(act(t, &body).0, 422);
    let long = format!(r#"{{"action":"give {}"}}"#, "1".repeat(300));
    assert_eq!(act(t, &long).0, 400);
    let huge = format!(r#"{{"action":"{}"}}"#, "x".repeat(1 << 20));
    assert_eq!(error(act(t, &huge)).0, 413);
    // The board is read-only; other addresses and methods.
    assert_eq!(
        web::post(&format!("{}/api/board", s.base), None, "{}").0,
        405
    );
    assert_eq!(web::post(&format!("{}/", s.base), None, "{}").0, 405);
    assert_eq!(s.get("/api/act", Some(&tokens[1])).0, 405);
    assert_eq!(s.get("/nothing/here", None).0, 404);
    assert_eq!(s.get("/assets/nothing.js", None).0, 404);
    // A thousand requests at once, bad and good mixed: each answered, nothing changed.
    let base = s.base.clone();
    let start = Instant::now();
    let handles: Vec<_> = (0..20)
        .map(|k| {
            let (base, token) = (base.clone(), tokens[k % 4].clone());
            std::thread::spawn(move || {
                let mut statuses = Vec::new();
                for i in 0..50 {
                    let url = format!("{base}/api/act");
                    statuses.push((
                        i % 4,
                        match i % 4 {
                            0 => web::post(&url, Some(&token), r#"{"action":"fly"}"#).0,
                            1 => web::post(&url, None, r#"{"action":"draw"}"#).0,
                            2 => web::get(&format!("{base}/api/board"), None).0,
                            _ => web::post(&url, Some(&token), "{").0,
                        },
                    ));
                }
                statuses
            })
        })
        .collect();
    let statuses: Vec<(usize, u16)> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    assert_eq!(statuses.len(), 1000);
    for (kind, want) in [(0, 400), (1, 403), (2, 200), (3, 400)] {
        let got: Vec<u16> = statuses
            .iter()
            .filter(|s| s.0 == kind)
            .map(|s| s.1)
            .collect();
        assert!(
            got.len() >= 240 && got.iter().all(|&x| x == want),
            "kind {kind}: {got:?}"
        );
    }
    assert!(start.elapsed() < PATIENCE, "{:?}", start.elapsed());
    assert_eq!((board(), s.log_lines()), before, "nothing changed");
    // Still up, pages and terminal alike.
    assert_eq!(s.get("/", None).0, 200);
    assert_eq!(s.get(&format!("/seat/{}", tokens[0]), None).0, 200);
    s.type_line("status");
    assert!(s.output().contains("round 1, turn 1: seat 2 to play"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn actions_at_the_same_moment_are_applied_one_at_a_time() {
    let dir = scratch("same-moment");
    let s = served_with_setup(&dir, &lines("players 4\nseed 2026\nbegin"));
    let tokens = s.tokens();
    let version = |token: &str| json(&s.get("/api/seat", Some(token)).1)["version"].clone();
    let v0 = version(&tokens[0]).as_u64().unwrap();
    // Seat 2 starts and holds 456 and 246. Eight phones press at once, on the same view:
    // every seat draws, seat 2 twice. Exactly one draw applies; each other press is refused
    // by the referee (422: not its turn) or finds the game moved on (409). Then seat 2
    // plays both its cards at once: exactly one play applies.
    for presses in [
        vec![
            (0, "draw"),
            (1, "draw"),
            (2, "draw"),
            (3, "draw"),
            (1, "draw"),
        ],
        vec![(1, "play 456 public"), (1, "play 246 public")],
    ] {
        let on = version(&tokens[0]).as_u64().unwrap();
        let barrier = Arc::new(Barrier::new(presses.len()));
        let handles: Vec<_> = presses
            .into_iter()
            .map(|(seat, a)| {
                let (url, token, barrier) = (
                    format!("{}/api/act", s.base),
                    tokens[seat].clone(),
                    barrier.clone(),
                );
                let body = serde_json::json!({ "action": a, "version": on }).to_string();
                std::thread::spawn(move || {
                    barrier.wait();
                    web::post(&url, Some(&token), &body).0
                })
            })
            .collect();
        let statuses: Vec<u16> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert_eq!(
            statuses.iter().filter(|&&x| x == 200).count(),
            1,
            "{statuses:?}"
        );
        assert!(
            statuses.iter().all(|&x| [200, 409, 422].contains(&x)),
            "{statuses:?}"
        );
    }
    let log = s.log_lines();
    assert_eq!(log.len(), 5, "{log:?}");
    assert_eq!(log[3], "2 draw");
    assert!(log[4].starts_with("2 play "), "{log:?}");
    // Every phone sees both changes.
    for t in &tokens {
        assert_eq!(version(t).as_u64().unwrap(), v0 + 2);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn no_response_holds_another_seat_s_cards_during_a_whole_round() {
    let dir = scratch("secrets");
    let all = lines(ROUND);
    let (setup, actions): (Vec<String>, Vec<String>) =
        all.iter().cloned().partition(|l| action(l).is_none());
    let s = served_with_setup(&dir, &setup);
    let tokens = s.tokens();
    let paths: Vec<(Option<usize>, String)> = std::iter::once((None, "/events/board".into()))
        .chain((1..=4).map(|k| (Some(k), format!("/events/seat?token={}", tokens[k - 1]))))
        .collect();
    let open = |language| -> Vec<(Option<usize>, Stream)> {
        paths
            .iter()
            .map(|(r, path)| (*r, Stream::open_in(&format!("{}{path}", s.base), language)))
            .collect()
    };
    let (streams, chinese) = (open("en"), open("zh-CN"));
    let mut history = setup.clone();
    let mut fetched = 0;
    // Every view, in English and in Chinese: the Chinese holds nothing the English does not.
    let mut check_all = |history: &[String], after: &str| {
        let en = s.get("/api/board", None).1;
        check_view(&en, None, history, after);
        check_chinese_view(&s.get_zh("/api/board", None).1, &en, after);
        for k in 1..=4 {
            let what = format!("seat {k} {after}");
            let en = s.get("/api/seat", Some(&tokens[k - 1])).1;
            check_view(&en, Some(k), history, &what);
            let zh = s.get_zh("/api/seat", Some(&tokens[k - 1])).1;
            check_view(&zh, Some(k), history, &what);
            check_chinese_view(&zh, &en, &what);
        }
        fetched += 10;
    };
    check_all(&history, "before the deal");
    for line in &actions {
        let (seat, rest) = action(line).unwrap();
        assert_eq!(s.act(&tokens[seat.unwrap() - 1], &rest).0, 200, "{line}");
        // The log: the line, and a `pass` where nobody could counter a skill.
        history = s.log_lines();
        check_all(&history, &format!("after {line}"));
    }
    let log = std::fs::read_to_string(&s.log).unwrap();
    assert_eq!(referee(&log, false).text, ROUND_OUT);
    // The pushed views: each stream saw the last version, and every view passes.
    let last = 1 + history.len() as u64;
    for (reader, stream) in &streams {
        wait_for(PATIENCE, "the last view pushed", || {
            let views = stream.views();
            let v = json(views.last()?);
            (v["version"].as_u64() == Some(last)).then_some(())
        });
        let views = stream.views();
        assert!(views.len() > actions.len() / 2, "{}", views.len());
        for (i, body) in views.iter().enumerate() {
            check_view(
                body,
                *reader,
                &history,
                &format!("pushed view {i} to {reader:?}"),
            );
        }
        fetched += views.len();
    }
    // The views pushed to the Chinese pages: each against the English view of the same
    // version pushed to the same reader.
    let mut paired = 0;
    for ((reader, en), (_, zh)) in streams.iter().zip(&chinese) {
        wait_for(PATIENCE, "the last Chinese view pushed", || {
            let v = json(zh.views().last()?);
            (v["version"].as_u64() == Some(last)).then_some(())
        });
        let en = en.views();
        for (i, body) in zh.views().iter().enumerate() {
            let what = format!("pushed Chinese view {i} to {reader:?}");
            check_view(body, *reader, &history, &what);
            let version = &json(body)["version"];
            if let Some(e) = en.iter().find(|e| &json(e)["version"] == version) {
                check_chinese_view(body, e, &what);
                paired += 1;
            }
        }
    }
    assert!(paired > actions.len(), "{paired}");
    assert!(fetched > 10 * actions.len(), "{fetched}");
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// What the board page shows of each seat and of the public sequence, read in the page.
const READ_BOARD: &str = "return {
  version: Number(document.body.dataset.version),
  updated: Number(document.body.dataset.updatedAt || 0),
  public: document.getElementById('public').dataset.bits || '',
  seats: [...document.querySelectorAll('.seatcard')].map((c) => ({
    id: c.id, score: Number(c.dataset.score), bits: c.dataset.bits,
    active: c.dataset.active === 'true', text: c.textContent })),
  paths: document.querySelectorAll('#trie polyline').length,
};";

/// What a seat page shows: its version, the cards of its hand, when it was last clicked.
const READ_SEAT: &str = "return {
  version: Number(document.body.dataset.version),
  clicked: Number(document.body.dataset.clickedAt || 0),
  hand: [...document.querySelectorAll('#hand [data-card]')].map((c) => Number(c.dataset.card)),
  text: document.body.textContent,
};";

/// Clicks on seat page what makes `rest` (an action's words after the seat).
fn click_action(b: &webdriver::Browser, rest: &str) {
    let words: Vec<&str> = rest.split(' ').collect();
    match words.as_slice() {
        ["skill", k, target, layers @ ..] => {
            if let [layer] = layers {
                b.click(&format!(
                    "select[data-layer-for=\"{k}\"] option[value=\"{layer}\"]"
                ));
            }
            b.click(&format!(
                "button[data-skill=\"{k}\"][data-target=\"{target}\"]"
            ));
        }
        ["end", "keep", kept @ ..] => {
            for c in kept {
                b.click(&format!("input[data-keep=\"{c}\"]"));
            }
            b.click("button[data-act=\"end\"]");
            // The cards left out are discarded: the page asks first.
            b.click("button[data-yes]");
        }
        _ => b.click(&format!("button[data-act=\"{rest}\"]")),
    }
}

#[test]
fn a_round_played_by_clicking_on_the_seat_pages() {
    let test = "a_round_played_by_clicking_on_the_seat_pages";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => return common::skip::skip("xor_trie_web", test, &why, webdriver::GET_CHROMIUM),
    };
    let dir = scratch("browser");
    // The browsers' profiles (about 12 MB) go with the directory, failing or not: the
    // guard is dropped after the browsers, which are declared later.
    let all = lines(ROUND);
    let (setup, actions): (Vec<String>, Vec<String>) =
        all.iter().cloned().partition(|l| action(l).is_none());
    let mut setup_begun = setup.clone();
    setup_begun.push("begin".into());
    let mut s = served_with_setup(&dir, &setup_begun);
    let port = s.base.rsplit(':').next().unwrap().to_string();
    let links: Vec<String> = {
        let mut l = s.seat_links();
        l.sort();
        l.into_iter().map(|(_, link)| link).collect()
    };
    // A browser for each page, as at the table (one browser holding five streams would
    // meet its limit of six connections to one server).
    let board = webdriver::Browser::start(&chromium, &driver, &dir.join("board"));
    board.size(1600, 1000);
    board.go(&format!("{}/", s.base));
    let seats: Vec<webdriver::Browser> = links
        .iter()
        .enumerate()
        .map(|(k, link)| {
            let b = webdriver::Browser::start(&chromium, &driver, &dir.join(format!("seat{k}")));
            b.size(420, 1000);
            b.go(link);
            b
        })
        .collect();
    let mut history = setup_begun.clone();
    let mut latencies = Vec::new();
    // Which click came first after the server was killed and resumed.
    let mut reconnect = None;
    let shots = dir.join("shots");
    std::fs::create_dir_all(&shots).unwrap();
    // Every page shows the version of `history`, and what the engine has after it.
    let check_pages = |history: &[String]| -> u64 {
        let version = 1 + history.len() as u64;
        let live = replay(history);
        let g = live.session().game().unwrap();
        let view = web::wait_or(
            PATIENCE,
            &format!(
                "the board's update to version {version} after {:?}",
                history.last()
            ),
            || {
                let v = board.script(READ_BOARD);
                (v["version"].as_u64() == Some(version)).then_some(v)
            },
            || {
                format!(
                    "{}\n{}",
                    board.script(READ_BOARD),
                    seats
                        .iter()
                        .map(|b| b.script(READ_SEAT).to_string())
                        .collect::<Vec<_>>()
                        .join("\n")
                )
            },
        );
        assert_eq!(view["public"], grundy::xor_trie::bits(g.public()));
        assert_eq!(view["paths"], 5, "the public sequence and four seats");
        for (k, seat) in Seat::all(4).enumerate() {
            let shown = &view["seats"][k];
            assert_eq!(shown["id"], format!("seat-{}", k + 1));
            assert_eq!(shown["score"], g.score(seat));
            assert_eq!(shown["bits"], grundy::xor_trie::bits(g.seq(seat)));
            assert_eq!(shown["active"], g.is_active(seat));
            let text = shown["text"].as_str().unwrap();
            assert!(text.contains(&g.score(seat).to_string()), "{text}");
        }
        let updated = view["updated"].as_u64().unwrap();
        for (k, b) in seats.iter().enumerate() {
            let page = wait_for(PATIENCE, "a seat page's update", || {
                let v = b.script(READ_SEAT);
                (v["version"].as_u64() == Some(version)).then_some(v)
            });
            let own: Vec<u64> = g
                .hand(Seat::from_index(k))
                .iter()
                .map(|&c| u64::from(c))
                .collect();
            assert_eq!(page["hand"], serde_json::json!(own), "seat {}", k + 1);
            let text = page["text"].as_str().unwrap();
            for other in Seat::all(4).filter(|o| o.index() != k) {
                for card in g.hand(other) {
                    assert!(
                        !text.contains(&format!("\n{card}\n"))
                            && !page["hand"].to_string().contains(&card.to_string()),
                        "seat {} shows {card} of seat {other}",
                        k + 1
                    );
                }
            }
        }
        updated
    };
    check_pages(&history);
    for (i, line) in actions.iter().enumerate() {
        let (seat, rest) = action(line).unwrap();
        let k = seat.unwrap() - 1;
        click_action(&seats[k], &rest);
        // The log: the line, and a `pass` where nobody could counter a skill. The server
        // writes both under one lock and moves the version with each line, so the log is
        // whole once it holds as many lines as the version read before it counts (read
        // alone, it may be caught between the line and the `pass`).
        history = wait_for(PATIENCE, &format!("{line} in the log"), || {
            let version = json(&s.get("/api/board", None).1)["version"].as_u64()?;
            let log = s.log_lines();
            (log.len() > history.len()
                && log[history.len()] == *line
                && 1 + log.len() as u64 == version)
                .then_some(log)
        });
        let updated = check_pages(&history);
        let clicked = seats[k].script(READ_SEAT)["clicked"].as_u64().unwrap();
        latencies.push(updated.saturating_sub(clicked));
        // The pictures: the board while a skill waits for counters, a seat choosing the
        // cards it keeps.
        if rest.starts_with("skill I") {
            std::fs::write(shots.join("board.png"), board.screenshot()).unwrap();
        }
        if line == "4 play 57 public" {
            std::fs::write(shots.join("seat.png"), seats[k].screenshot()).unwrap();
        }
        if i == actions.len() / 2 {
            // kill -9 halfway, and resume on the same port: the pages reconnect. A page
            // connected after the kill is connected to the new server (it may be before
            // `Served::start` returns: the server listens before the banner is printed).
            s.kill();
            let killed = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis() as u64;
            s = Served::start(
                &format!("127.0.0.1:{port}"),
                &["--resume", dir.join("night.txt").to_str().unwrap()],
                &dir.join("night.txt"),
            );
            let mut again = s.seat_links();
            again.sort();
            let again: Vec<String> = again.into_iter().map(|(_, l)| l).collect();
            assert_eq!(again, links, "the same links after --resume");
            for page in std::iter::once(&board).chain(&seats) {
                wait_for(PATIENCE, "a page to reconnect", || {
                    let at = page.script("return Number(document.body.dataset.connectedAt);");
                    (at.as_u64()? > killed).then_some(())
                });
            }
            reconnect = Some(latencies.len());
        }
    }
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    assert_eq!(referee(&log, false).text, ROUND_OUT);
    for name in ["board.png", "seat.png"] {
        let png = std::fs::read(shots.join(name)).unwrap();
        assert!(png.starts_with(b"\x89PNG"), "{name}");
        // A blank page compresses to a few kilobytes.
        assert!(png.len() > 20_000, "{name} is {} bytes", png.len());
    }
    let after_resume = latencies[reconnect.unwrap()];
    latencies.sort_unstable();
    let median = latencies[latencies.len() / 2];
    let max = *latencies.last().unwrap();
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!(
            "\nxor_trie_web: from a click on a seat page to the board's update: median {median} ms, \
             slowest {max} ms over {} clicks; the first click after kill -9 and --resume: {after_resume} ms\n",
            latencies.len()
        )
        .as_bytes(),
    );
    assert!(median < 250, "median latency {median} ms");
    assert!(max < 1000, "slowest latency {max} ms");
    drop((board, seats, s));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_killed_session_resumes_with_the_same_links_and_game() {
    let dir = scratch("resume");
    let all = lines(ROUND);
    let (setup, actions): (Vec<String>, Vec<String>) =
        all.iter().cloned().partition(|l| action(l).is_none());
    let s = served_with_setup(&dir, &setup);
    let tokens = s.tokens();
    for line in &actions[..10] {
        let (seat, rest) = action(line).unwrap();
        assert_eq!(s.act(&tokens[seat.unwrap() - 1], &rest).0, 200, "{line}");
    }
    let view = |s: &Served, token: Option<&str>| {
        let path = if token.is_some() {
            "/api/seat"
        } else {
            "/api/board"
        };
        // The game and its recent events are back.
        json(&s.get(path, token).1)
    };
    let before: Vec<Value> = std::iter::once(view(&s, None))
        .chain(tokens.iter().map(|t| view(&s, Some(t))))
        .collect();
    let addr = s.base.trim_start_matches("http://").to_string();
    let log = s.log.clone();
    s.kill();
    let s = Served::start(&addr, &["--resume", log.to_str().unwrap()], &log);
    assert_eq!(s.tokens(), tokens, "the same seat links");
    let after: Vec<Value> = std::iter::once(view(&s, None))
        .chain(tokens.iter().map(|t| view(&s, Some(t))))
        .collect();
    assert_eq!(after, before);
    let (seat, rest) = action(&actions[10]).unwrap();
    assert_eq!(s.act(&tokens[seat.unwrap() - 1], &rest).0, 200);
    assert_eq!(s.log_lines().len(), setup.len() + 11);
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn serve_listens_on_this_machine_by_default_and_refuses_a_bad_address() {
    let dir = scratch("default");
    let log = dir.join("night.txt");
    let out = common::run_bin_args(
        "xor_trie_referee",
        &["--serve", "--save", log.to_str().unwrap()],
        b"quit\n",
    );
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    if out.status.success() {
        assert!(
            stdout.contains("\nboard http://127.0.0.1:8023/\n"),
            "{stdout}"
        );
        assert_eq!(stderr, "", "no warning on the loopback address");
    } else {
        // The port is taken on this machine: the message names the default address.
        assert!(
            stderr.starts_with("error: --serve `127.0.0.1:8023`: cannot listen there"),
            "{stderr}"
        );
    }
    for (args, message) in [
        (
            vec!["--serve", "127.0.0.1:99999"],
            "error: --serve `127.0.0.1:99999`: cannot listen there",
        ),
        (
            vec![
                "--selfplay",
                "1",
                "--players",
                "4",
                "--seed",
                "1",
                "--serve",
            ],
            "error: --selfplay takes no --show, --live, --serve, --save or --resume\n",
        ),
    ] {
        let out = common::run_bin_args("xor_trie_referee", &args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with(message), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        common::assert_in_words("--serve", &stderr);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_undo_typed_at_the_terminal_reaches_the_pages() {
    let dir = scratch("undo");
    let mut s = served_with_setup(&dir, &lines("players 4\nseed 2026\nbegin"));
    let tokens = s.tokens();
    let hand = |s: &Served| json(&s.get("/api/seat", Some(&tokens[1])).1)["game"]["hand"].clone();
    assert_eq!(hand(&s), serde_json::json!([456, 246]));
    assert_eq!(s.act(&tokens[1], "play 246 public").0, 200);
    // 246 on the public sequence passes two death markers: seat 2 is out, its hand gone.
    assert_eq!(hand(&s), serde_json::json!([]));
    s.type_line("undo");
    assert_eq!(hand(&s), serde_json::json!([456, 246]));
    let board = json(&s.get("/api/board", None).1);
    assert_eq!(
        board["events"].as_array().unwrap().last().unwrap(),
        "seat 2's play of card 246 on the public sequence is taken back"
    );
    assert_eq!(board["game"]["public_bits"], "0000000000");
    assert_eq!(s.log_lines(), lines("players 4\nseed 2026\nbegin"));
    // A turn with hidden cards taken back (`undo 2`): seat 2 draws 311 and 57, plays 57
    // and keeps 456 and 311. The board and another seat's page, in English and in
    // Chinese, say each line taken back in the game's words, no command typed and no card
    // the table never saw (456 and 311: only seat 2 has seen them).
    for action in ["draw", "play 57 self", "end keep 456 311"] {
        assert_eq!(s.act(&tokens[1], action).0, 200, "{action}");
    }
    s.type_line("undo 2");
    assert_eq!(hand(&s), serde_json::json!([456, 246, 311, 57]));
    let last_two = |body: &str| -> Vec<String> {
        let events = json(body)["events"].as_array().unwrap().clone();
        let said: Vec<String> = events.iter().map(|e| e.as_str().unwrap().into()).collect();
        said[said.len() - 2..].to_vec()
    };
    let en = [
        "seat 2's end of turn is taken back",
        "seat 2's play of card 57 on seat 2's own sequence is taken back",
    ];
    let zh = [
        "撤回了座位2的回合结束",
        "撤回了座位2打出57号牌、异或座位2自己的序列的一步",
    ];
    let pages = [
        (
            "the board",
            s.get("/api/board", None).1,
            s.get_zh("/api/board", None).1,
        ),
        (
            "seat 1",
            s.get("/api/seat", Some(&tokens[0])).1,
            s.get_zh("/api/seat", Some(&tokens[0])).1,
        ),
    ];
    for (page, english, chinese) in &pages {
        assert_eq!(last_two(english), en, "{page}");
        assert_eq!(last_two(chinese), zh, "{page}");
        // No English word among the Chinese page's events: no command, no `undone`.
        for event in json(chinese)["events"].as_array().unwrap() {
            let event = event.as_str().unwrap();
            let ascii = event.chars().any(|c| c.is_ascii_alphabetic());
            assert!(!ascii, "{page}: {event}");
        }
        for body in [english, chinese] {
            for secret in ["456", "311"] {
                assert!(!body.contains(secret), "{page}: {secret} in {body}");
            }
        }
    }
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The page's state at the end: whether it follows the game (`ended` once the last view
/// came), what it says, whether it says it is reconnecting, and the board's standings.
const READ_END: &str = "return {
  link: document.body.dataset.link,
  situation: document.getElementById('situation').textContent,
  reconnecting: !document.getElementById('link').hidden,
  standings: document.getElementById('standings')
    ? (document.getElementById('standings').hidden ? -1 : document.querySelectorAll('#standings tbody tr').length)
    : null,
  buttons: document.querySelectorAll('main button:not([disabled])').length,
};";

/// `quit` sends every page a last view: over HTTP, the board's stream ends with the final
/// standings and match ranking and "the session has ended", a Chinese seat page's with its
/// words in Chinese and its own cards only (every view checked for secrets). In headless
/// Chromium (where it is installed), the board and a seat page show it, and stop
/// following the server: once the referee has exited they never say "reconnecting".
#[test]
fn the_session_s_end_reaches_every_page_and_they_stop_reconnecting() {
    let dir = scratch("last-view");
    let all = lines(ROUND);
    let s = served_with_setup(&dir, &all);
    let tokens = s.tokens();
    let board = Stream::open(&format!("{}/events/board", s.base));
    let seat = Stream::open_in(
        &format!("{}/events/seat?token={}", s.base, tokens[1]),
        "zh-CN,zh",
    );
    for stream in [&board, &seat] {
        wait_for(PATIENCE, "the first view", || {
            (!stream.views().is_empty()).then_some(())
        });
    }
    let browsers = webdriver::tools().ok().map(|(chromium, driver)| {
        let b = webdriver::Browser::start(&chromium, &driver, &dir.join("board"));
        b.go(&format!("{}/", s.base));
        let p = webdriver::Browser::start_in(&chromium, &driver, &dir.join("seat"), "zh-CN,zh");
        p.go(&format!("{}/seat/{}", s.base, tokens[2]));
        for page in [&b, &p] {
            wait_for(PATIENCE, "the page to follow the game", || {
                (page.script(READ_END)["link"] == "up").then_some(())
            });
        }
        (b, p)
    });
    if browsers.is_none() {
        eprintln!("the browser part of this test is skipped: Chromium is not installed");
    }
    // The lines applied: those typed, and the referee's own (a counter window closed).
    let history = s.log_lines();
    let out = s.quit();
    assert!(out.contains("match\n1 seat 4 gold 1"), "{out}");
    let last = |stream: &Stream| {
        let views = stream.views();
        json(views.last().unwrap())
    };
    let b = last(&board);
    assert_eq!(b["over"], true, "{b}");
    assert_eq!(b["situation"], "the session has ended");
    assert_eq!(b["game"]["standings"].as_array().unwrap().len(), 4);
    assert_eq!(b["match"].as_array().unwrap().len(), 4);
    let p = last(&seat);
    assert_eq!(p["over"], true, "{p}");
    assert_eq!(p["situation"], "本场对局已经结束");
    assert_eq!(p["game"]["kinds"], serde_json::json!([]));
    for (views, reader) in [(board.views(), None), (seat.views(), Some(2))] {
        for v in &views {
            check_view(v, reader, &history, "a view up to the last");
        }
    }
    let Some((b, p)) = browsers else {
        return;
    };
    for (page, words) in [(&b, "the session has ended"), (&p, "本场对局已经结束")] {
        let end = wait_for(PATIENCE, "the last view on the page", || {
            let v = page.script(READ_END);
            (v["link"] == "ended").then_some(v)
        });
        assert!(
            end["situation"].as_str().unwrap().starts_with(words),
            "{end}"
        );
        assert_eq!(end["reconnecting"], false, "{end}");
        assert_eq!(end["buttons"], 0, "no button left to press: {end}");
    }
    assert_eq!(b.script(READ_END)["standings"], 4);
    // The referee has exited: a page that still followed it would fail to reconnect
    // within 0.75 s (its first wait, at most) and say so. Neither ever does: watched for
    // twice that.
    let changed = common::poll(std::time::Duration::from_millis(1500), || {
        [&b, &p]
            .iter()
            .map(|page| page.script(READ_END))
            .find(|v| v["link"] != "ended" || v["reconnecting"] != false)
    });
    assert_eq!(changed, None, "a page went on following the server");
}
