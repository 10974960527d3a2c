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
#[path = "web_limits/crowds.rs"]
mod crowds;
#[path = "common/flood.rs"]
mod flood;
#[path = "web_limits/requests.rs"]
mod requests;
#[path = "web_limits/seat_file.rs"]
mod seat_file;
#[path = "web_limits/slow.rs"]
mod slow;
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
use web::{PATIENCE, Served, scratch, wait_for, wait_or};

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
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
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
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
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
                // A read with a timeout is not restarted after a signal: read again.
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
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
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
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

/// Eight well-formed tokens, chosen by someone else.
fn chosen_tokens() -> String {
    (0..8)
        .map(|k| format!("{}\n", format!("{k}").repeat(32)))
        .collect()
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
