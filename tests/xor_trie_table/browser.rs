//! The table in headless Chromium: one browser per screen (the television and four
//! phones), whole games played on them, every page checked after every action for a card
//! it may not show.

use super::*;

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

    // 7. In Chinese: a television whose browser asks for Chinese, a phone switched to
    // Chinese on its page (and still Chinese once loaded again), the other screens in
    // English at the same time; the Chinese phone answers the skill waiting for counters.
    let zh_board = Browser::start_in(&chromium, &driver, &dir.join("board-zh"), "zh-CN,zh");
    zh_board.viewport(1920, 1080);
    let (mut setup, actions) = split(TWO_COUNTERS);
    setup.push("begin".into());
    let s = served(&dir, "127.0.0.1:0", "chinese", &[], &setup);
    screens.open(&s);
    zh_board.go(&format!("{}/", s.base));
    play(&s, &actions, &|_| None);
    let lang = |b: &Browser| b.script("return document.documentElement.lang;");
    // Waits for `b` to show the game as it is now, with `words`.
    let shows = |b: &Browser, what: &str, words: &[&str]| {
        let version = 1 + s.log_lines().len() as u64;
        web::wait_or(
            PATIENCE,
            what,
            || {
                let text = b.text();
                let now = b.script("return Number(document.body.dataset.version);");
                (now.as_u64() == Some(version) && words.iter().all(|w| text.contains(w)))
                    .then_some(())
            },
            || b.text(),
        );
    };
    assert_eq!(lang(&zh_board), "zh-CN");
    assert_eq!(
        zh_board.script("return document.title;"),
        "异或Trie：计分屏"
    );
    shows(
        &zh_board,
        "the Chinese board",
        &[
            "最近的事件",
            "座位4",
            "座位4对自己的序列打出左移（<<），等待抵消",
            "公共序列",
        ],
    );
    shows(
        &screens.board,
        "the English board",
        &[
            "Last events",
            "seat 4 plays shift left (<<) on its own sequence",
        ],
    );
    let phone = &screens.phones[1];
    assert_eq!(lang(phone), "en");
    phone.click("button[data-lang=\"zh\"]");
    shows(
        phone,
        "seat 2 in Chinese",
        &["我的基本牌", "用C抵消", "让技能生效"],
    );
    assert_eq!(lang(phone), "zh-CN");
    // Loaded again, the phone stays Chinese; the other phones and the board are English.
    let mut links = s.seat_links();
    links.sort();
    links.dedup();
    phone.go(&links[1].1);
    shows(
        phone,
        "seat 2 in Chinese again",
        &["异或Trie：座位2", "我的技能牌", "用C抵消"],
    );
    shows(
        &screens.phones[0],
        "seat 1 in English",
        &["My cards", "counter with C"],
    );
    assert_eq!(lang(&screens.board), "en");
    std::fs::write(shots.join("board-zh.png"), zh_board.screenshot()).unwrap();
    std::fs::write(shots.join("seat-zh.png"), phone.screenshot()).unwrap();
    phone.click("button[data-act=\"counter\"]");
    phone.find("[data-answer=\"counter\"]");
    screens.phones[0].click("button[data-act=\"pass\"]");
    wait_for(PATIENCE, "the Chinese phone's counter", || {
        (s.log_lines().last()? == "2 counter").then_some(())
    });
    shows(
        phone,
        "the counter told in Chinese",
        &["座位2用C抵消，座位4的左移（<<）作废"],
    );
    shows(
        &zh_board,
        "the counter on the Chinese board",
        &["座位2用C抵消，座位4的左移（<<）作废"],
    );
    shows(
        &screens.board,
        "the counter on the English board",
        &["seat 2 counters with a C: seat 4's << is void"],
    );
    // Back to English, by the switch.
    phone.click("button[data-lang=\"en\"]");
    shows(phone, "seat 2 in English again", &["My cards"]);
    assert_eq!(lang(phone), "en");
    drop(s);
    drop(zh_board);
    let zh_docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/zh-CN");
    for (shot, name) in [("board-zh.png", "board.png"), ("seat-zh.png", "seat.png")] {
        let png = std::fs::read(shots.join(shot)).unwrap();
        assert!(png.starts_with(b"\x89PNG") && png.len() > 20_000, "{shot}");
        if std::env::var_os("GRUNDY_SCREENSHOTS").is_some() {
            std::fs::create_dir_all(&zh_docs).unwrap();
            std::fs::write(zh_docs.join(name), &png).unwrap();
        }
    }

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
