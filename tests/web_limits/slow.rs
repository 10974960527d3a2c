//! Requests that are too big or never come: a huge declared body, stalled bodies and
//! headers, a 300 MB header line.

use super::*;

#[test]
fn a_huge_content_length_is_refused_unread_and_the_game_goes_on() {
    let dir = scratch("huge-length");
    let mut s = table(&dir);
    let tokens = s.tokens();
    let before = game(&s);
    let (_, peak) = memory(s.pid());
    // A terabyte declared: refused at once, nothing read, the connection closed.
    let answer = exchange(
        &s,
        b"GET / HTTP/1.1\r\nHost: table\r\nContent-Length: 1099511627776\r\n\r\n",
    );
    assert_eq!(status(&answer), 413, "{answer}");
    assert!(
        answer.ends_with(&format!(
            r#"{{"error":"the body is longer than {MAX_BODY_BYTES} bytes"}}"#
        )),
        "{answer}"
    );
    assert!(answer.contains("connection: close\r\n"), "{answer}");
    // The same on the actions' address, with a seat's token and the start of a body.
    let v = s.version(&tokens[1]);
    let press = |length: &str, body: &str| {
        format!(
            "POST /api/act HTTP/1.1\r\nHost: table\r\nX-Seat-Token: {}\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n{body}",
            tokens[1]
        )
    };
    let draw = format!(r#"{{"action":"draw","version":{v}}}"#);
    let answer = exchange(&s, press("1099511627776", &draw).as_bytes());
    assert_eq!(status(&answer), 413, "{answer}");
    // A chunked body is cut off at the limit.
    let mut c = connect(&s);
    let chunked = format!(
        "POST /api/act HTTP/1.1\r\nHost: table\r\nX-Seat-Token: {}\r\nTransfer-Encoding: chunked\r\n\r\n",
        tokens[1]
    );
    c.write_all(chunked.as_bytes()).unwrap();
    for _ in 0..5 {
        c.write_all(format!("3e8\r\n{}\r\n", " ".repeat(1000)).as_bytes())
            .unwrap();
    }
    let answer = read_until(&mut c, complete);
    assert_eq!(status(&answer), 413, "{answer}");
    // One byte over the limit is refused; a body of exactly the limit is read and applied.
    let padded = |n: usize| format!("{draw}{}", " ".repeat(n - draw.len()));
    let over = padded(MAX_BODY_BYTES + 1);
    let answer = exchange(&s, press(&over.len().to_string(), &over).as_bytes());
    assert_eq!(status(&answer), 413, "{answer}");
    assert_eq!(game(&s), before, "nothing changed");
    let at = padded(MAX_BODY_BYTES);
    let answer = exchange(&s, press(&at.len().to_string(), &at).as_bytes());
    assert_eq!(status(&answer), 200, "{answer}");
    let mut log = before.1.clone();
    log.push("2 draw".into());
    assert_eq!(s.log_lines(), log);
    // Nothing was allocated for the declared sizes.
    let (_, after) = memory(s.pid());
    assert!(
        after < peak + 8 * 1024,
        "peak memory {peak} KiB, then {after} KiB"
    );
    assert!(s.running());
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn stalled_bodies_hold_no_one_up_and_end_at_their_deadline() {
    let dir = scratch("stalled");
    let s = table(&dir);
    let tokens = s.tokens();
    let stall = format!(
        "POST /api/act HTTP/1.1\r\nHost: table\r\nX-Seat-Token: {}\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{{\"action\":",
        tokens[1]
    );
    let started = Instant::now();
    let mut stalled: Vec<TcpStream> = (0..8)
        .map(|_| {
            let mut c = connect(&s);
            c.write_all(stall.as_bytes()).unwrap();
            c
        })
        .collect();
    // Everyone else is answered at once: pages, views, a press, a stream.
    let quick = |what: &str, f: &dyn Fn() -> u16| {
        let t = Instant::now();
        assert_eq!(f(), 200, "{what}");
        assert!(t.elapsed() < ms(1000), "{what} took {:?}", t.elapsed());
    };
    quick("the board page", &|| s.get("/", None).0);
    quick("a seat page", &|| {
        s.get(&format!("/seat/{}", tokens[0]), None).0
    });
    quick("the board's view", &|| s.get("/api/board", None).0);
    quick("a press", &|| s.act(&tokens[1], "draw").0);
    quick("a stream", &|| {
        RawStream::open(&s, "/events/board");
        200
    });
    // Each stalled body gets 408 at its deadline, and its connection is closed.
    for c in &mut stalled {
        let answer = read_until(c, complete);
        let waited = started.elapsed();
        assert_eq!(status(&answer), 408, "{answer}");
        assert!(
            answer.ends_with(r#"{"error":"the body did not arrive within 5 seconds"}"#),
            "{answer}"
        );
        assert!(
            waited >= BODY_DEADLINE - ms(500) && waited < BODY_DEADLINE + ms(5000),
            "408 after {waited:?}"
        );
        assert!(closed(c));
    }
    // The press applied once; the stalled ones did nothing.
    assert_eq!(s.log_lines(), ["players 4", "seed 2026", "begin", "2 draw"]);
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn headers_must_arrive_within_their_deadline() {
    let dir = scratch("head-deadline");
    let s = table(&dir);
    // Half a head, then nothing; nothing at all; and a kept-alive connection gone quiet.
    let mut half = connect(&s);
    half.write_all(b"GET /api/board HTTP/1.1\r\nHost: table\r\n")
        .unwrap();
    let mut silent = connect(&s);
    let mut kept = connect(&s);
    kept.write_all(b"GET /api/board HTTP/1.1\r\nHost: table\r\n\r\n")
        .unwrap();
    assert_eq!(status(&read_until(&mut kept, complete)), 200);
    let started = Instant::now();
    // Meanwhile others are answered at once.
    let t = Instant::now();
    assert_eq!(s.get("/api/board", None).0, 200);
    assert!(t.elapsed() < ms(1000), "{:?}", t.elapsed());
    for (name, c) in [
        ("half", &mut half),
        ("silent", &mut silent),
        ("kept", &mut kept),
    ] {
        assert!(closed(c), "{name}: not closed");
        let waited = started.elapsed();
        assert!(
            waited >= HEAD_DEADLINE - ms(1000) && waited < HEAD_DEADLINE + ms(5000),
            "{name}: closed after {waited:?}"
        );
    }
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_300_mb_header_line_gets_431_and_memory_stays_flat() {
    let dir = scratch("huge-header");
    let mut s = table(&dir);
    let before = game(&s);
    // At the limit, read; one byte over, refused.
    let answer = exchange(&s, head_of(MAX_HEAD_BYTES, 3).as_bytes());
    assert_eq!(status(&answer), 200, "{answer}");
    let answer = exchange(&s, head_of(MAX_HEAD_BYTES + 1, 3).as_bytes());
    assert_eq!(status(&answer), 431, "{answer}");
    // As many header lines as allowed, and one more.
    let answer = exchange(&s, head_of(4000, MAX_HEADERS).as_bytes());
    assert_eq!(status(&answer), 200, "{answer}");
    let answer = exchange(&s, head_of(4000, MAX_HEADERS + 1).as_bytes());
    assert_eq!(status(&answer), 431, "{answer}");
    // 300 MB of one header line, written until the server stops taking it.
    let (rss, peak) = memory(s.pid());
    let mut c = connect(&s);
    let mut w = c.try_clone().unwrap();
    let writer = std::thread::spawn(move || {
        let mut sent = 0u64;
        let chunk = [b'a'; 1 << 16];
        if w.write_all(b"GET / HTTP/1.1\r\nHost: table\r\nX-Big: ")
            .is_ok()
        {
            while sent < 300 << 20 && w.write_all(&chunk).is_ok() {
                sent += chunk.len() as u64;
            }
        }
        sent
    });
    let answer = read_until(&mut c, complete);
    assert_eq!(status(&answer), 431, "{answer}");
    assert!(closed(&mut c));
    let sent = writer.join().unwrap();
    assert!(sent < 64 << 20, "the server took {sent} bytes");
    let (_, after) = memory(s.pid());
    assert!(
        after < peak + 8 * 1024,
        "memory {rss} KiB (peak {peak} KiB) before, peak {after} KiB after"
    );
    // The game goes on.
    assert_eq!(game(&s), before);
    assert_eq!(s.get("/", None).0, 200);
    assert!(s.running());
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}
