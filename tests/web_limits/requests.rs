//! Streams and presses: a flood of board streams, streams opened at the same instant, a
//! press sent twice, a page's presses and reconnections, malformed requests and paths.

use super::*;

#[test]
fn a_flood_of_board_streams_never_takes_a_seat_s_place() {
    more_descriptors();
    let dir = scratch("flood");
    let mut s = table(&dir);
    let tokens = s.tokens();
    let mut seat = RawStream::open(&s, &format!("/events/seat?token={}", tokens[0]));
    // The television's board stream, then a flood of them from four other addresses (25
    // each, within their share).
    let mut tv = RawStream::open(&s, "/events/board");
    let mut flood: Vec<RawStream> = (0..100)
        .map(|k| RawStream::open_from(loopback(2 + k / 25), &s, "/events/board"))
        .collect();
    // The seat's page still follows the game, as do the live board streams; each replaced
    // one was told so, and ended.
    s.type_line("2 draw");
    seat.wait_count("data: ", 2);
    tv.wait_count("data: ", 2);
    let ended = "\r\n0\r\n\r\n";
    let mut live = [0usize; 4];
    for (k, st) in flood.iter_mut().enumerate() {
        st.wait_until(|t| {
            t.contains(ended) || (!t.contains("replaced") && t.matches("data: ").count() >= 2)
        });
        if st.text.contains("replaced") {
            assert!(
                st.text.contains(
                    r#"event: replaced
data: {"why":"newer pages took this page's place (at most 32 at once): reload it to follow again"}"#
                ),
                "{}",
                st.text
            );
            // Each address's newest streams live: none replaced after a live one.
            assert_eq!(
                live[k / 25],
                0,
                "stream {k} replaced after a newer one of its address lived"
            );
        } else {
            live[k / 25] += 1;
        }
    }
    // The television's stream was never replaced: each address gave its own, fairly.
    assert!(!tv.text.contains("replaced"), "{}", tv.text);
    assert_eq!(live.iter().sum::<usize>(), PUBLIC_STREAMS - 1, "{live:?}");
    assert!(
        live.iter().max().unwrap() - live.iter().min().unwrap() <= 1,
        "{live:?}"
    );
    assert!(!seat.text.contains("replaced"), "{}", seat.text);
    // A seat keeps a few streams, the newest winning: its oldest is replaced.
    let mut more: Vec<RawStream> = (0..STREAMS_PER_KEY)
        .map(|_| RawStream::open(&s, &format!("/events/seat?token={}", tokens[0])))
        .collect();
    seat.wait_count("event: replaced", 1);
    assert!(seat.text.contains("(at most 3 at once)"), "{}", seat.text);
    // Another seat's stream opens as ever, and every live one sees the next change.
    let mut other = RawStream::open(&s, &format!("/events/seat?token={}", tokens[1]));
    s.type_line("undo");
    for st in more.iter_mut().chain([&mut other]) {
        let seen = st.events();
        st.wait_count("data: ", seen + 1);
        assert!(!st.text.contains("replaced"), "{}", st.text);
    }
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn thirty_streams_opened_at_the_same_instant_are_all_answered_within_2_s() {
    let dir = scratch("thirty");
    let mut s = table(&dir);
    let tokens = s.tokens();
    // Twelve seat pages (three per seat) and eighteen boards, all at once.
    let paths: Vec<String> = (0..30)
        .map(|i| match i {
            0..12 => format!("/events/seat?token={}", tokens[i % 4]),
            _ => "/events/board".to_string(),
        })
        .collect();
    let barrier = Arc::new(Barrier::new(paths.len()));
    let target = addr(&s);
    let opened: Vec<_> = paths
        .into_iter()
        .map(|path| {
            let (barrier, target) = (barrier.clone(), target.clone());
            std::thread::spawn(move || {
                barrier.wait();
                let start = Instant::now();
                let st = RawStream::open_at(&target, &path);
                (start.elapsed(), st)
            })
        })
        .collect();
    let mut streams: Vec<RawStream> = opened
        .into_iter()
        .map(|h| {
            let (took, st) = h.join().unwrap();
            assert!(took < ms(2000), "a stream's first view after {took:?}");
            st
        })
        .collect();
    // Each follows the game...
    s.type_line("2 draw");
    let changed = Instant::now();
    for st in &mut streams {
        st.wait_count("data: ", 2);
    }
    // ...and when nothing happens, says it is still there every KEEP_ALIVE.
    for st in &mut streams {
        st.wait_count(": still here", 1);
        let quiet = changed.elapsed();
        assert!(
            quiet >= KEEP_ALIVE - ms(1000) && quiet < KEEP_ALIVE + ms(5000),
            "a keep-alive after {quiet:?}"
        );
    }
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_press_sent_twice_applies_once() {
    let dir = scratch("twice");
    let mut s = table(&dir);
    let tokens = s.tokens();
    let before = s.log_lines();
    let v = s.version(&tokens[1]);
    // Sent twice at the same moment (a double tap, a retry): one applies.
    let barrier = Arc::new(Barrier::new(2));
    let presses: Vec<_> = (0..2)
        .map(|_| {
            let (url, token, barrier) = (
                format!("{}/api/act", s.base),
                tokens[1].clone(),
                barrier.clone(),
            );
            std::thread::spawn(move || {
                let body = serde_json::json!({ "action": "draw", "version": v }).to_string();
                barrier.wait();
                web::post(&url, Some(&token), &body).0
            })
        })
        .collect();
    let mut statuses: Vec<u16> = presses.into_iter().map(|h| h.join().unwrap()).collect();
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409]);
    s.wait_echoes(1);
    // Sent again later: refused with words the phone shows, and nothing changes.
    let (status, body) = s.act_at(&tokens[1], "draw", v);
    assert_eq!(status, 409, "{body}");
    let why: serde_json::Value = serde_json::from_str(&body).unwrap();
    let why = why["error"].as_str().unwrap();
    assert_eq!(
        why,
        format!(
            "not done: the game changed after this page showed it (a press sent twice, or made before the page caught up; the page showed version {v}, the game is at {}); look again, then press",
            v + 1
        )
    );
    common::assert_in_words("a stale press", why);
    let mut log = before.clone();
    log.push("2 draw".into());
    assert_eq!(s.log_lines(), log);
    // A press on a view from before a line typed at the terminal: refused.
    let v = s.version(&tokens[1]);
    s.type_line("undo");
    assert_eq!(s.act_at(&tokens[1], "draw", v).0, 409);
    assert_eq!(s.log_lines(), before);
    // A press without its version: refused.
    let (status, body) = web::post(
        &format!("{}/api/act", s.base),
        Some(&tokens[1]),
        r#"{"action":"draw"}"#,
    );
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("an action carries the version of the view it was pressed on"));
    assert_eq!(s.log_lines(), before);
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_page_sends_each_press_once_and_reconnects_with_jitter() {
    let test = "a_page_sends_each_press_once_and_reconnects_with_jitter";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => return common::skip::skip("web_limits", test, &why, webdriver::GET_CHROMIUM),
    };
    let dir = scratch("page-once");
    let s = table(&dir);
    let tokens = s.tokens();
    let before = s.log_lines();
    let b = webdriver::Browser::start(&chromium, &driver, &dir.join("seat2"));
    b.go(&format!("{}/seat/{}", s.base, tokens[1]));
    let v = s.version(&tokens[1]);
    let state = "return { version: Number(document.body.dataset.version), link: document.body.dataset.link, \
                 pressing: document.body.dataset.pressing, refusal: document.getElementById('refusal').hidden ? '' : document.getElementById('refusal').textContent };";
    wait_for(PATIENCE, "the page following the game", || {
        let st = b.script(state);
        (st["version"] == v && st["link"] == "up").then_some(())
    });
    // Its reconnection waits: half to one and a half times 0.5 s after a first failure,
    // doubling with each failure, never over 4 s times one and a half.
    let waits = b.script(
        "return [reconnectDelay(0, 0), reconnectDelay(0, 1), reconnectDelay(2, 0.5), reconnectDelay(3, 0), reconnectDelay(40, 1)];",
    );
    assert_eq!(waits, serde_json::json!([250, 750, 2000, 2000, 6000]));
    // Two clicks at once: the first disables the buttons, the second does nothing.
    let off = b.script(
        "const d = document.querySelector('button[data-act=\"draw\"]'); d.click(); const off = d.disabled; d.click(); return off;",
    );
    assert_eq!(off, true);
    wait_for(PATIENCE, "the draw shown", || {
        let st = b.script(state);
        (st["version"] == v + 1 && st["pressing"] == "").then_some(())
    });
    let mut log = before.clone();
    log.push("2 draw".into());
    assert_eq!(s.log_lines(), log);
    // A press made on a view the game has left: refused, said on the page, nothing done.
    b.script("view.version -= 1; send('play 456 self'); return 0;");
    let st = wait_for(PATIENCE, "the refusal shown", || {
        let st = b.script(state);
        (st["refusal"] != "" && st["pressing"] == "").then_some(st)
    });
    assert!(
        st["refusal"]
            .as_str()
            .unwrap()
            .starts_with("error: not done: the game changed after this page showed it"),
        "{st}"
    );
    assert_eq!(s.log_lines(), log);
    drop((b, s));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn malformed_requests_and_paths_are_refused_and_every_answer_is_locked_down() {
    let dir = scratch("malformed");
    let s = table(&dir);
    let tokens = s.tokens();
    let before = game(&s);
    for (request, want) in [
        ("BLAH\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost table\r\n\r\n", 400),
        ("GET /\0 HTTP/1.1\r\n\r\n", 400),
        (
            "GET / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello",
            400,
        ),
        ("GET /../../etc/passwd HTTP/1.1\r\nHost: t\r\n\r\n", 404),
        ("GET /assets/../seat/ HTTP/1.1\r\nHost: t\r\n\r\n", 404),
        (
            "GET /assets/%2e%2e/style.css HTTP/1.1\r\nHost: t\r\n\r\n",
            404,
        ),
        ("GET /assets/./style.css HTTP/1.1\r\nHost: t\r\n\r\n", 404),
        (
            "OPTIONS /api/act HTTP/1.1\r\nHost: t\r\nOrigin: http://elsewhere\r\nAccess-Control-Request-Method: POST\r\n\r\n",
            405,
        ),
    ] {
        let answer = exchange(&s, request.as_bytes());
        assert_eq!(status(&answer), want, "{request:?}: {answer}");
        assert!(
            !answer.to_ascii_lowercase().contains("access-control-allow"),
            "{answer}"
        );
    }
    // A press from another site's page: no token it could send, so refused (403).
    let forged = exchange(
        &s,
        b"POST /api/act HTTP/1.1\r\nHost: t\r\nOrigin: http://elsewhere\r\nContent-Type: text/plain\r\nContent-Length: 17\r\n\r\n{\"action\":\"draw\"}",
    );
    assert_eq!(status(&forged), 403, "{forged}");
    // Every answer of the server says: no caching, no sniffing, no referrer, nothing
    // from elsewhere.
    for path in [
        "/",
        "/api/board",
        "/nothing",
        &format!("/seat/{}", tokens[0]),
    ] {
        let answer = exchange(
            &s,
            format!("GET {path} HTTP/1.1\r\nHost: t\r\n\r\n").as_bytes(),
        );
        for header in [
            "cache-control: no-store",
            "x-content-type-options: nosniff",
            "referrer-policy: no-referrer",
            "content-security-policy: default-src 'self'",
        ] {
            assert!(answer.contains(header), "{path}: no {header}: {answer}");
        }
    }
    assert_eq!(game(&s), before);
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}
