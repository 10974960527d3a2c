//! The served table under attack: `xor_trie_referee --serve` on the loopback, a round in
//! progress, and clients that break every limit of the web transport (`grundy::web`): a
//! huge declared body, bodies and headers that never come, a 300 MB header line, more
//! connections than it takes, more than it has descriptors for, floods of streams, streams
//! opened all at once, presses sent twice, one address trying to crowd out the others (clients
//! bound to other addresses of 127.0.0.0/8). Each gets its refusal while the game goes on for
//! everyone else, unchanged, and nothing is printed on the typist's terminal. Then the
//! seat-link file's rules: made new and whole (mode 0600), used again only when it is the
//! user's own, nothing made by a `--serve` that cannot listen.
//!
//! Every loop is bounded, every wait is for a condition (bounded by `PATIENCE`), and each
//! test ends what it started, failing or not (the referee is killed when its `Served` is
//! dropped; the browser when its `Browser` is).

mod common;
#[path = "common/flood.rs"]
mod flood;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use flood::{Behaviour, Flood, connect_from, loopback};
use grundy::web::{
    BODY_DEADLINE, CONNECTIONS_PER_ADDRESS, HEAD_DEADLINE, KEEP_ALIVE, MAX_BODY_BYTES,
    MAX_CONNECTIONS, MAX_HEAD_BYTES, MAX_HEADERS, PUBLIC_STREAMS, STREAMS_PER_KEY,
};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::net::{Ipv4Addr, SocketAddr};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};
use web::{PATIENCE, Served, scratch, wait_for};

/// A served table with a round dealt (seat 2 to play, holding 456 and 246); its log in
/// `dir`; `prepare` sets up the command (limits in the child).
fn table_with(dir: &Path, prepare: impl FnOnce(&mut Command)) -> Served {
    let log = dir.join("night.txt");
    let mut s = Served::start_with(
        "127.0.0.1:0",
        &["--save", log.to_str().unwrap()],
        &log,
        prepare,
    );
    for line in ["players 4", "seed 2026", "begin"] {
        s.type_line(line);
    }
    s
}

fn table(dir: &Path) -> Served {
    table_with(dir, |_| {})
}

/// Where it listens: `127.0.0.1:PORT`.
fn addr(s: &Served) -> String {
    s.base.trim_start_matches("http://").to_string()
}

/// Where it listens, as a socket address.
fn socket(s: &Served) -> SocketAddr {
    addr(s).parse().unwrap()
}

/// A new connection to it, every read and write bounded by [`PATIENCE`].
fn connect(s: &Served) -> TcpStream {
    bounded(TcpStream::connect(addr(s)).unwrap())
}

/// A new connection to it from the loopback address `from`, bounded as [`connect`]'s.
fn connect_at(s: &Served, from: Ipv4Addr) -> TcpStream {
    bounded(connect_from(from, socket(s)).unwrap())
}

/// `c`, every read and write bounded by [`PATIENCE`].
fn bounded(c: TcpStream) -> TcpStream {
    c.set_read_timeout(Some(PATIENCE)).unwrap();
    c.set_write_timeout(Some(PATIENCE)).unwrap();
    c
}

/// Reads from `c` until `done(text so far)` or the connection ends: the text.
fn read_until(c: &mut TcpStream, done: impl Fn(&str) -> bool) -> String {
    let mut got = Vec::new();
    let mut buf = [0u8; 1 << 16];
    let start = Instant::now();
    while !done(&String::from_utf8_lossy(&got)) {
        assert!(
            start.elapsed() < PATIENCE,
            "waited {PATIENCE:?}; got {:?}",
            String::from_utf8_lossy(&got)
        );
        match c.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => got.extend_from_slice(&buf[..n]),
        }
    }
    String::from_utf8_lossy(&got).into_owned()
}

/// True once `text` holds an answer's head and its whole body (by its Content-Length).
fn complete(text: &str) -> bool {
    let Some((head, body)) = text.split_once("\r\n\r\n") else {
        return false;
    };
    let length = head.lines().find_map(|l| {
        let l = l.to_ascii_lowercase();
        l.strip_prefix("content-length:")
            .map(|v| v.trim().parse::<usize>().unwrap())
    });
    length.is_some_and(|n| body.len() >= n)
}

/// The answer to `request`, sent on a new connection.
fn exchange(s: &Served, request: &[u8]) -> String {
    let mut c = connect(s);
    c.write_all(request).unwrap();
    read_until(&mut c, complete)
}

/// The status of an answer.
fn status(answer: &str) -> u16 {
    answer
        .strip_prefix("HTTP/1.1 ")
        .and_then(|a| a.get(..3))
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("not an answer: {answer:?}"))
}

/// True once the connection is closed by the server (a read finds its end).
fn closed(c: &mut TcpStream) -> bool {
    let mut buf = [0u8; 4096];
    loop {
        match c.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

/// The process's resident memory now and at its highest, in KiB (`VmRSS`, `VmHWM`).
fn memory(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let field = |name: &str| -> u64 {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().trim_end_matches("kB").trim().parse().unwrap())
            .unwrap_or_else(|| panic!("no {name} in {status}"))
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// The file descriptors the process holds: all of them, and those that are sockets (the
/// listening one included).
fn descriptors(pid: u32) -> (usize, usize) {
    let mut all = 0;
    let mut sockets = 0;
    if let Ok(dir) = std::fs::read_dir(format!("/proc/{pid}/fd")) {
        for entry in dir.flatten() {
            all += 1;
            if std::fs::read_link(entry.path())
                .is_ok_and(|l| l.to_string_lossy().starts_with("socket:"))
            {
                sockets += 1;
            }
        }
    }
    (all, sockets)
}

/// What no refused request may change: the board's view (its version included) and the
/// log.
fn game(s: &Served) -> (String, Vec<String>) {
    (s.get("/api/board", None).1, s.log_lines())
}

/// This test process may open as many connections as its hard limit allows (the floods
/// below open hundreds).
fn more_descriptors() {
    // SAFETY: getrlimit and setrlimit only read and write the `rlimit` given.
    unsafe {
        let mut l = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut l) == 0 && l.rlim_cur < l.rlim_max {
            l.rlim_cur = l.rlim_max.min(65536);
            libc::setrlimit(libc::RLIMIT_NOFILE, &l);
        }
    }
}

/// `ms` milliseconds.
fn ms(ms: u64) -> Duration {
    Duration::from_millis(ms)
}

/// A stream of events read raw (`GET path`, chunked), its text gathered as it is read.
struct RawStream {
    c: TcpStream,
    text: String,
}

impl RawStream {
    /// Opens the stream at `path` and waits for its first event.
    fn open(s: &Served, path: &str) -> RawStream {
        RawStream::open_at(&addr(s), path)
    }

    /// Opens the stream at `path` of the server at `target` (`HOST:PORT`) and waits for
    /// its first event.
    fn open_at(target: &str, path: &str) -> RawStream {
        RawStream::open_on(TcpStream::connect(target).unwrap(), path)
    }

    /// Opens the stream at `path` of `s` from the loopback address `from`.
    fn open_from(from: Ipv4Addr, s: &Served, path: &str) -> RawStream {
        RawStream::open_on(connect_from(from, socket(s)).unwrap(), path)
    }

    /// Opens the stream at `path` on the connection `c` and waits for its first event.
    fn open_on(c: TcpStream, path: &str) -> RawStream {
        c.set_read_timeout(Some(PATIENCE)).unwrap();
        let mut st = RawStream {
            c,
            text: String::new(),
        };
        st.c.write_all(
            format!("GET {path} HTTP/1.1\r\nHost: table\r\nAccept: text/event-stream\r\n\r\n")
                .as_bytes(),
        )
        .unwrap();
        st.wait_count("data: ", 1);
        assert_eq!(status(&st.text), 200, "{}", st.text);
        st
    }

    /// Reads until `needle` occurs `n` times in what the stream sent.
    fn wait_count(&mut self, needle: &str, n: usize) -> &str {
        let mut buf = [0u8; 1 << 16];
        let start = Instant::now();
        while self.text.matches(needle).count() < n {
            assert!(
                start.elapsed() < PATIENCE,
                "waited for {n} times {needle:?}: {}",
                self.text
            );
            match self.c.read(&mut buf) {
                Ok(0) => panic!(
                    "the stream ended before {n} times {needle:?}: {}",
                    self.text
                ),
                Ok(k) => self.text.push_str(&String::from_utf8_lossy(&buf[..k])),
                Err(e) => panic!("{e} before {n} times {needle:?}: {}", self.text),
            }
        }
        &self.text
    }

    /// Reads until `done(what the stream sent)`.
    fn wait_until(&mut self, done: impl Fn(&str) -> bool) {
        let mut buf = [0u8; 1 << 16];
        let start = Instant::now();
        while !done(&self.text) {
            assert!(start.elapsed() < PATIENCE, "waited: {}", self.text);
            match self.c.read(&mut buf) {
                Ok(0) => panic!("the stream ended: {}", self.text),
                Ok(k) => self.text.push_str(&String::from_utf8_lossy(&buf[..k])),
                Err(e) => panic!("{e}: {}", self.text),
            }
        }
    }

    /// Events with data sent so far.
    fn events(&self) -> usize {
        self.text.matches("data: ").count()
    }
}

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

/// A request for the board's view whose line and headers take exactly `size` bytes, in
/// `lines` header lines.
fn head_of(size: usize, lines: usize) -> String {
    let mut head = String::from("GET /api/board HTTP/1.1\r\nHost: table\r\n");
    for k in 2..lines {
        head.push_str(&format!("X-{k}: 1\r\n"));
    }
    let pad_line = "X-Pad: \r\n";
    let pad = size - head.len() - pad_line.len() - 2;
    head.push_str(&format!("X-Pad: {}\r\n\r\n", "a".repeat(pad)));
    assert_eq!(head.len(), size);
    head
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

/// The process's soft limit of file descriptors, raised to its hard limit; `None` (after
/// saying the test is skipped) when even that is below `needed`.
fn descriptors_for(test: &str, needed: u64) -> Option<()> {
    more_descriptors();
    let mut l = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit only writes the `rlimit` given.
    unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut l) };
    if l.rlim_cur >= needed {
        return Some(());
    }
    common::skip::skip(
        "web_limits",
        test,
        &format!(
            "it needs {needed} file descriptors, and this process may open only {} (hard limit {})",
            l.rlim_cur, l.rlim_max
        ),
        &format!("raise the hard limit (`ulimit -Hn {needed}` as root) and run it again"),
    );
    None
}

/// A page asked for from `from` on a new connection (`Connection: close`): its status and
/// how long it took, from connecting to the last byte.
fn timed_page(s: &Served, from: Ipv4Addr, request: &str) -> (u16, Duration) {
    let t = Instant::now();
    let mut c = connect_at(s, from);
    c.write_all(request.as_bytes()).unwrap();
    let answer = read_until(&mut c, complete);
    (status(&answer), t.elapsed())
}

/// A press of seat `token` from `from`, with its view's version, on a new connection.
fn press_request(token: &str, version: u64, action: &str) -> String {
    let body = serde_json::json!({ "action": action, "version": version }).to_string();
    format!(
        "POST /api/act HTTP/1.1\r\nHost: table\r\nX-Seat-Token: {token}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

const PAGE: &str = "GET / HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n";
const BOARD: &str = "GET /api/board HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n";

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
    assert!(
        flood.connects() > before,
        "the flood stopped connecting: {} connections",
        flood.connects()
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

/// Runs the referee with `args` and `stdin`, the command first given to `prepare`.
fn referee(args: &[&str], stdin: &str, prepare: impl FnOnce(&mut Command)) -> Output {
    let mut command = Command::new(common::bin_path("xor_trie_referee"));
    command
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    prepare(&mut command);
    let mut child = command.spawn().unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let text = stdin.to_string();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(text.as_bytes());
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// Its one error line, checked to be in words.
fn error_line(out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    common::assert_in_words("the referee's error", &stderr);
    stderr
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut n: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    n.sort();
    n
}

#[test]
fn a_serve_that_cannot_listen_creates_no_file() {
    let dir = scratch("no-listen");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let at = format!("127.0.0.1:{port}");
    let log = dir.join("night.txt");
    let state = dir.join("state");
    std::fs::create_dir(&state).unwrap();
    let with_state = |c: &mut Command| {
        c.env("XDG_STATE_HOME", &state);
    };
    for args in [
        vec!["--serve", &at, "--save", log.to_str().unwrap()],
        vec!["--serve", &at],
    ] {
        let out = referee(&args, "players 4\nquit\n", with_state);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let line = error_line(&out);
        assert!(
            line.starts_with(&format!("error: --serve `{at}`: cannot listen there: ")),
            "{line}"
        );
        assert_eq!(names(&dir), ["state"], "{args:?}");
        assert!(names(&state).is_empty(), "{args:?}");
    }
    // Once the port is free, the same command works.
    drop(taken);
    let out = referee(
        &["--serve", &at, "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        with_state,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(names(&dir), ["night.txt", "night.txt.seats", "state"]);
    let seats = std::fs::metadata(dir.join("night.txt.seats")).unwrap();
    assert_eq!(seats.mode() & 0o777, 0o600);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Eight well-formed tokens, chosen by someone else.
fn chosen_tokens() -> String {
    (0..8)
        .map(|k| format!("{}\n", format!("{k}").repeat(32)))
        .collect()
}

#[test]
fn a_new_session_never_adopts_seat_links_it_did_not_write() {
    let dir = scratch("adopt");
    let log = dir.join("night.txt");
    let seats = dir.join("night.txt.seats");
    std::fs::write(&seats, chosen_tokens()).unwrap();
    std::fs::set_permissions(&seats, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = referee(
        &["--serve", "127.0.0.1:0", "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        |_| {},
    );
    assert_eq!(out.status.code(), Some(2));
    let line = error_line(&out);
    assert_eq!(
        line,
        format!(
            "error: {} exists: a new session never takes its seat links from a file it did not write; remove it, or continue its session with --resume {}\n",
            seats.display(),
            log.display()
        )
    );
    assert!(!String::from_utf8_lossy(&out.stdout).contains("0000000000"));
    // Nothing made, nothing changed.
    assert_eq!(names(&dir), ["night.txt.seats"]);
    assert_eq!(std::fs::read_to_string(&seats).unwrap(), chosen_tokens());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_resumed_session_uses_only_a_seat_file_of_its_own() {
    let dir = scratch("resume-seats");
    let log = dir.join("night.txt");
    let seats = dir.join("night.txt.seats");
    let out = referee(
        &["--serve", "127.0.0.1:0", "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        |_| {},
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let links = |out: &Output| -> Vec<String> {
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| {
                let l = web::after_prompt(l).unwrap_or(l);
                l.strip_prefix("seat ")?
                    .split_once(' ')?
                    .1
                    .rsplit('/')
                    .next()
                    .map(String::from)
            })
            .collect()
    };
    let first = links(&out);
    assert_eq!(first.len(), 4, "{out:?}");
    let resume = || {
        referee(
            &["--serve", "127.0.0.1:0", "--resume", log.to_str().unwrap()],
            "quit\n",
            |_| {},
        )
    };
    let out = resume();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(links(&out), first, "the same links");
    // Others may write it (or read it): refused.
    for mode in [0o666, 0o620, 0o604] {
        std::fs::set_permissions(&seats, std::fs::Permissions::from_mode(mode)).unwrap();
        let out = resume();
        assert_eq!(out.status.code(), Some(2), "{mode:o}");
        let line = error_line(&out);
        assert!(
            line.contains(&format!(
                "does not hold this session's seat links: its mode is {mode:04o}, so others may read or change it"
            )),
            "{line}"
        );
    }
    std::fs::set_permissions(&seats, std::fs::Permissions::from_mode(0o600)).unwrap();
    // A link to a file of the right form: refused.
    let elsewhere = dir.join("elsewhere");
    std::fs::rename(&seats, &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &seats).unwrap();
    let out = resume();
    assert_eq!(out.status.code(), Some(2));
    assert!(error_line(&out).ends_with("it is a symbolic link\n"));
    std::fs::remove_file(&seats).unwrap();
    std::fs::rename(&elsewhere, &seats).unwrap();
    // Another user's file: refused (only root can give a file away to show it).
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        std::os::unix::fs::chown(&seats, Some(65534), None).unwrap();
        let out = resume();
        assert_eq!(out.status.code(), Some(2));
        assert!(
            error_line(&out).contains("it belongs to another user (user id 65534, not 0)"),
            "{out:?}"
        );
        std::os::unix::fs::chown(&seats, Some(0), None).unwrap();
    }
    let out = resume();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(links(&out), first);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Limits the files the child writes to `bytes` (beyond, writes fail with "File too
/// large"; the signal that would kill it is ignored).
fn file_size_limit(bytes: u64) -> impl FnOnce(&mut Command) {
    move |c: &mut Command| {
        // SAFETY: only setrlimit and signal, both async-signal-safe, run between fork and
        // exec.
        unsafe {
            c.pre_exec(move || {
                libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
                let l = libc::rlimit {
                    rlim_cur: bytes,
                    rlim_max: bytes,
                };
                if libc::setrlimit(libc::RLIMIT_FSIZE, &l) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
}

#[test]
fn a_seat_file_that_cannot_be_written_leaves_nothing_and_exits_1() {
    let dir = scratch("full");
    let log = dir.join("night.txt");
    let seats = dir.join("night.txt.seats");
    // A new session: the log fits, the seat links (8 lines of 33 bytes) do not.
    let out = referee(
        &["--serve", "127.0.0.1:0", "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        file_size_limit(200),
    );
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        error_line(&out),
        format!(
            "error: cannot write the seat links to {}: File too large (os error 27)\n",
            seats.display()
        )
    );
    assert!(names(&dir).is_empty(), "{:?}", names(&dir));
    // A session played without serving, then resumed to serve, on a full disk: its log
    // stays as it was, and no seat-link file or part of one is left.
    let out = referee(
        &["--live", "--save", log.to_str().unwrap()],
        "players 4\nseed 2026\nbegin\nquit\n",
        |_| {},
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let played = std::fs::read(&log).unwrap();
    let resume = |prepare: Box<dyn FnOnce(&mut Command)>| {
        referee(
            &["--serve", "127.0.0.1:0", "--resume", log.to_str().unwrap()],
            "quit\n",
            prepare,
        )
    };
    let out = resume(Box::new(file_size_limit(200)));
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(error_line(&out).starts_with("error: cannot write the seat links to "));
    assert_eq!(names(&dir), ["night.txt"]);
    assert_eq!(std::fs::read(&log).unwrap(), played);
    // With room again, the same command works.
    let out = resume(Box::new(|_| {}));
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("seat 4 http://127.0.0.1:"));
    assert_eq!(names(&dir), ["night.txt", "night.txt.seats"]);
    std::fs::remove_dir_all(&dir).unwrap();
}
