//! The table over HTTP (always run): counters answered in reverse seat order, presses at
//! the same moment, a press before a bot's line, the terminal showing the public game, two
//! players and two bots keeping every secret, an unknown link, a card's place kept secret,
//! a script of bots playing itself the same way for a seed.

use super::*;

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
    let script = |seed: u64| {
        format!(
            "players 4\nbot 1 greedy\nbot 2 random\nbot 3 greedy\nbot 4 greedy\nseed {seed}\nbegin\n"
        )
    };
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
