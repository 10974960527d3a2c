//! More connections than the server takes: one address beyond its share, sockets
//! reconnecting, connections asking every second, descriptors running out.

use super::*;

#[test]
fn an_address_beyond_its_share_makes_room_or_is_refused_and_never_holds_up_another() {
    let test = "an_address_beyond_its_share_makes_room_or_is_refused_and_never_holds_up_another";
    if descriptors_for(test, 2 * MAX_CONNECTIONS as u64 + 256).is_none() {
        return;
    }
    let dir = scratch("share");
    let s = table(&dir);
    let pid = s.pid();
    let (_, listening) = descriptors(pid);
    let share = CONNECTIONS_PER_ADDRESS;
    // The cap: eight addresses take their whole share (256 idle connections in all); a
    // ninth is answered at once, an idle connection of one of them cut to make room.
    // (Long before the head deadline would close them.)
    let opened = Instant::now();
    let held: Vec<TcpStream> = (0..MAX_CONNECTIONS)
        .map(|k| connect_at(&s, loopback(10 + (k / share) as u8)))
        .collect();
    wait_for(PATIENCE, "the server at its cap", || {
        (descriptors(pid).1 >= listening + MAX_CONNECTIONS).then_some(())
    });
    for request in [PAGE, BOARD, PAGE] {
        let (code, took) = timed_page(&s, loopback(3), request);
        assert_eq!(code, 200);
        assert!(took < ms(1000), "answered after {took:?}");
    }
    assert!(
        opened.elapsed() < HEAD_DEADLINE - ms(1000),
        "{:?}",
        opened.elapsed()
    );
    wait_for(PATIENCE, "the server within its cap", || {
        (descriptors(pid).1 <= listening + MAX_CONNECTIONS).then_some(())
    });
    drop(held);
    wait_for(PATIENCE, "the server without them", || {
        (descriptors(pid).1 == listening).then_some(())
    });
    // 127.0.0.2 opens its share of idle connections, then 8 more: its 8 oldest are cut
    // (closed by the server) to make room, and it never holds more than its share.
    // (Long before the head deadline would close them.)
    let opened = Instant::now();
    let mut idle: Vec<TcpStream> = (0..share + 8)
        .map(|_| connect_at(&s, loopback(2)))
        .collect();
    for (k, c) in idle[..8].iter_mut().enumerate() {
        assert!(closed(c), "the idle connection {k} was not cut");
    }
    assert!(
        opened.elapsed() < HEAD_DEADLINE - ms(2000),
        "{:?}",
        opened.elapsed()
    );
    wait_for(PATIENCE, "the server holding the share", || {
        (descriptors(pid).1 == listening + share).then_some(())
    });
    // Each of its streams (a busy connection) cuts one more idle one...
    let streams: Vec<RawStream> = (0..share)
        .map(|_| RawStream::open_from(loopback(2), &s, "/events/board"))
        .collect();
    for (k, c) in idle[8..].iter_mut().enumerate() {
        assert!(closed(c), "the idle connection {} was not cut", k + 8);
    }
    assert!(
        opened.elapsed() < HEAD_DEADLINE - ms(1000),
        "{:?}",
        opened.elapsed()
    );
    // ...and with all of them busy, one more is refused at once: 503, try again in 1 s.
    let t = Instant::now();
    let mut over = connect_at(&s, loopback(2));
    let answer = read_until(&mut over, complete);
    assert!(t.elapsed() < ms(1000), "refused after {:?}", t.elapsed());
    assert_eq!(status(&answer), 503, "{answer}");
    assert!(answer.contains("\r\nretry-after: 1\r\n"), "{answer}");
    assert!(
        answer.contains("\r\nx-content-type-options: nosniff\r\n"),
        "{answer}"
    );
    assert!(
        answer.ends_with(&format!(
            r#"{{"error":"this server is full: at most {share} connections from one address and {MAX_CONNECTIONS} in all, each busy; try again in 1 second"}}"#
        )),
        "{answer}"
    );
    assert!(closed(&mut over));
    // Another address is answered at once.
    for request in [PAGE, BOARD] {
        let (code, took) = timed_page(&s, loopback(3), request);
        assert_eq!(code, 200);
        assert!(took < ms(1000), "answered after {took:?}");
    }
    drop((streams, idle));
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// While `flood` goes on (it connects again and again), pages from 127.0.0.3, presses and
/// a stream of a seat's phone at 127.0.0.4 are each answered within 1 s, and the server
/// holds few sockets (far from its cap).
fn served_within_1_s_during(s: &Served, flood: &Flood, listening: usize) {
    let tokens = s.tokens();
    let pid = s.pid();
    let before = flood.connects();
    let mut most = 0;
    for round in 0..10 {
        for request in [PAGE, BOARD] {
            let (code, took) = timed_page(s, loopback(3), request);
            assert_eq!(code, 200, "round {round}");
            assert!(took < ms(1000), "round {round}: a page after {took:?}");
        }
        most = most.max(descriptors(pid).1 - listening);
    }
    let t = Instant::now();
    let mut seat =
        RawStream::open_from(loopback(4), s, &format!("/events/seat?token={}", tokens[1]));
    assert!(
        t.elapsed() < ms(1000),
        "a seat's stream after {:?}",
        t.elapsed()
    );
    // A press, then the same press again (stale: refused).
    let v = s.version(&tokens[1]);
    for want in [200, 409] {
        let (code, took) = timed_page(s, loopback(4), &press_request(&tokens[1], v, "draw"));
        assert!(took < ms(1000), "a press after {took:?}");
        assert_eq!(code, want);
    }
    seat.wait_count("data: ", 2);
    // The flood went on all along: it connects again (its thread may not have run in the
    // short time the pages took on a busy machine, so this is waited for).
    wait_or(
        PATIENCE,
        "the flood connecting again",
        || (flood.connects() > before).then_some(()),
        || {
            format!(
                "the flood stopped connecting: {} connections",
                flood.connects()
            )
        },
    );
    // The flood's share, at most as many cut and not yet closed, and ours (the /proc count
    // is not taken at one instant, hence a third share of slack).
    assert!(
        most <= 3 * CONNECTIONS_PER_ADDRESS,
        "the server held {most} sockets"
    );
}

#[test]
fn one_address_reconnecting_1000_sockets_delays_no_other_address_s_page() {
    let test = "one_address_reconnecting_1000_sockets_delays_no_other_address_s_page";
    if descriptors_for(test, 1000 + 2 * MAX_CONNECTIONS as u64 + 256).is_none() {
        return;
    }
    let dir = scratch("thousand");
    let s = table(&dir);
    let (_, listening) = descriptors(s.pid());
    let before = game(&s);
    // 1,000 sockets from 127.0.0.2, half of them silent, half asking for the board's
    // stream, each connecting again as soon as it is cut (for at most 60 s).
    let flood = Flood::start(
        loopback(2),
        socket(&s),
        1000,
        1000,
        2 * PATIENCE + PATIENCE,
        |i| {
            if i % 2 == 0 {
                Behaviour::Silent
            } else {
                Behaviour::Asks("/events/board")
            }
        },
    );
    wait_for(PATIENCE, "the flood's 1,000 sockets connected", || {
        (flood.connects() >= 1000).then_some(())
    });
    served_within_1_s_during(&s, &flood, listening);
    drop(flood);
    let mut log = before.1.clone();
    log.push("2 draw".into());
    assert_eq!(s.log_lines(), log);
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn three_hundred_connections_asking_every_second_delay_no_other_address_s_page() {
    let test = "three_hundred_connections_asking_every_second_delay_no_other_address_s_page";
    if descriptors_for(test, 300 + 2 * MAX_CONNECTIONS as u64 + 256).is_none() {
        return;
    }
    let dir = scratch("three-hundred");
    let s = table(&dir);
    let (_, listening) = descriptors(s.pid());
    // 300 kept-alive connections from 127.0.0.2, each asking for the board's view once a
    // second (as a page that polls would), connecting again when cut.
    let flood = Flood::start(loopback(2), socket(&s), 300, 1000, 3 * PATIENCE, |_| {
        Behaviour::EverySecond("/api/board")
    });
    wait_for(PATIENCE, "the flood's 300 sockets connected", || {
        (flood.connects() >= 300).then_some(())
    });
    served_within_1_s_during(&s, &flood, listening);
    drop(flood);
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn running_out_of_descriptors_is_waited_out_in_silence() {
    more_descriptors();
    const LIMIT: u64 = 64;
    let dir = scratch("descriptors");
    let mut s = table_with(&dir, |c| {
        // SAFETY: only setrlimit, which is async-signal-safe, runs between fork and exec.
        unsafe {
            c.pre_exec(|| {
                let l = libc::rlimit {
                    rlim_cur: LIMIT,
                    rlim_max: LIMIT,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &l) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    });
    let pid = s.pid();
    let tokens = s.tokens();
    let before = game(&s);
    let said = s.output();
    // Three times the descriptors it has, from six addresses (each within its share): it
    // takes connections until it has none left.
    let flood: Vec<TcpStream> = (0..3 * LIMIT)
        .map(|k| connect_at(&s, loopback(2 + (k / 32) as u8)))
        .collect();
    wait_for(PATIENCE, "the server out of descriptors", || {
        (descriptors(pid).0 as u64 >= LIMIT - 1).then_some(())
    });
    // It keeps running, its terminal answers, and nothing was printed on it.
    assert!(s.running());
    s.type_line("status");
    let out = s.output();
    let new = &out[said.len()..];
    assert!(new.contains("round 1, turn 1: seat 2 to play"), "{new}");
    for word in ["panic", "error", "Too many", "thread", "accept"] {
        assert!(!new.contains(word), "the terminal shows {word:?}: {new}");
    }
    // The flood goes: it serves again, pages, presses and streams alike.
    drop(flood);
    let back = Instant::now();
    assert_eq!(s.get("/api/board", None).0, 200);
    assert!(back.elapsed() < ms(10_000), "{:?}", back.elapsed());
    let mut stream = RawStream::open(&s, &format!("/events/seat?token={}", tokens[1]));
    assert_eq!(s.act(&tokens[1], "draw").0, 200);
    stream.wait_count("data: ", 2);
    let mut log = before.1.clone();
    log.push("2 draw".into());
    assert_eq!(s.log_lines(), log);
    let out = s.output();
    let new = &out[said.len()..];
    for word in ["panic", "error", "Too many", "thread", "accept"] {
        assert!(!new.contains(word), "the terminal shows {word:?}: {new}");
    }
    drop(s);
    std::fs::remove_dir_all(&dir).unwrap();
}
