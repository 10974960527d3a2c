//! The HTTP server (tiny_http): its routes, the checks each request passes, its workers.
//!
//! | method and path | answer |
//! |---|---|
//! | `GET /` | the board page |
//! | `GET /seat/TOKEN` | the seat page (403 and a page saying the link is unknown, for a token of no seat) |
//! | `GET /assets/…` | the style and the scripts |
//! | `GET /api/board` | the board's view |
//! | `GET /api/seat` | the view of the seat whose token is in `X-Seat-Token` |
//! | `GET /events/board`, `GET /events/seat?token=T` | the streams of views ([`super::sse`]) |
//! | `POST /api/act` | `{"action": "play 30 self"}` from the seat of `X-Seat-Token` |
//!
//! Another address asked for with `GET` gets a page saying it is unknown (404). Every
//! other answer but a page and a stream is JSON; an error is `{"error": "<why>"}` with
//! its status: 400 (a malformed body or an unknown action), 403 (a missing or wrong
//! token), 404, 405 (another method), 413 (a body over 4 KiB), 422 (an action the referee
//! refuses: the terminal's message), 503 (too many streams). A refused request changes
//! nothing. Requests are served by a few workers taking them in turn from tiny_http's
//! queue; each stream has its own thread, at most [`MAX_STREAMS`] at once.

use std::io::{self, Read};
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};

use serde_json::{Value, json};
use tiny_http::{Header, Method, Request, Response, StatusCode};

use super::assets::{self, Asset};
use super::{Reader, Refusal, Shared, sse};
use crate::xor_trie::Seat;

/// Where `--serve` listens when given no address: this machine only.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8023";

/// Largest request body read, in bytes.
pub const MAX_BODY: usize = 4096;

/// Streams of views open at once, at most.
pub const MAX_STREAMS: usize = 64;

/// Threads taking requests.
const WORKERS: usize = 4;

/// The header that carries a seat's token.
pub const TOKEN_HEADER: &str = "X-Seat-Token";

/// A running server.
pub struct Server {
    http: Arc<tiny_http::Server>,
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
    addr: SocketAddr,
}

/// Starts serving `shared` at `addr` (port 0: a free port), and sets its links' base.
///
/// # Errors
/// The address cannot be listened on.
pub fn start(addr: &str, shared: Arc<Shared>) -> io::Result<Server> {
    let http = tiny_http::Server::http(addr).map_err(io::Error::other)?;
    let addr = http
        .server_addr()
        .to_ip()
        .ok_or_else(|| io::Error::other("not an internet address"))?;
    let http = Arc::new(http);
    let streams = Arc::new(AtomicUsize::new(0));
    let workers = (0..WORKERS)
        .map(|_| {
            let (http, shared, streams) = (http.clone(), shared.clone(), streams.clone());
            thread::spawn(move || {
                while let Ok(request) = http.recv() {
                    if shared.stopping() {
                        break;
                    }
                    serve(&shared, request, &streams);
                }
            })
        })
        .collect();
    Ok(Server {
        http,
        shared,
        workers,
        addr,
    })
}

impl Server {
    /// The address served (with the port chosen when 0 was asked for).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops taking requests and ends the streams; waits for the workers. A connection a
    /// client keeps open gets no more answers.
    pub fn stop(self) {
        self.shared.stop();
        self.http.unblock();
        for _ in 1..WORKERS {
            self.http.unblock();
        }
        for w in self.workers {
            let _ = w.join();
        }
    }
}

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name, value).expect("a valid header")
}

/// The headers of every answer: no caching, no sniffing, no referrer (a seat page's
/// address holds its token), nothing loaded from elsewhere.
fn common(mime: &str) -> Vec<Header> {
    vec![
        header("Content-Type", mime),
        header("Cache-Control", "no-store"),
        header("X-Content-Type-Options", "nosniff"),
        header("Referrer-Policy", "no-referrer"),
        header(
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'",
        ),
    ]
}

fn answer(request: Request, status: u16, mime: &str, body: String) {
    let mut response = Response::from_string(body).with_status_code(StatusCode(status));
    for h in common(mime) {
        response.add_header(h);
    }
    // The client may be gone: nothing to do about it.
    let _ = request.respond(response);
}

fn json_answer(request: Request, status: u16, body: &Value) {
    answer(request, status, "application/json", body.to_string());
}

fn error(request: Request, status: u16, why: &str) {
    json_answer(request, status, &json!({ "error": why }));
}

fn asset(request: Request, a: &Asset) {
    answer(request, 200, a.mime, a.body.to_string());
}

/// The seat whose token the request carries in [`TOKEN_HEADER`].
fn token_seat(shared: &Shared, request: &Request) -> Option<Seat> {
    let value = request
        .headers()
        .iter()
        .find(|h| h.field.equiv(TOKEN_HEADER))?;
    shared.tokens().seat(value.value.as_str())
}

/// The value of `name` in the query of `url`.
fn query<'a>(url: &'a str, name: &str) -> Option<&'a str> {
    let (_, q) = url.split_once('?')?;
    q.split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

fn serve(shared: &Arc<Shared>, request: Request, streams: &Arc<AtomicUsize>) {
    let url = request.url().to_string();
    let path = url.split('?').next().unwrap_or_default().to_string();
    let method = request.method().clone();
    let known = path == "/"
        || path.starts_with("/seat/")
        || path.starts_with("/api/")
        || path.starts_with("/events/")
        || assets::FILES.iter().any(|a| a.path == path);
    match (&method, path.as_str()) {
        (Method::Get, "/") => asset(request, &assets::BOARD),
        (Method::Get, p) if p.starts_with(assets::SEAT.path) => {
            let token = &p[assets::SEAT.path.len()..];
            match shared.tokens().seat(token) {
                Some(_) => asset(request, &assets::SEAT),
                None => answer(
                    request,
                    403,
                    assets::UNKNOWN.mime,
                    assets::UNKNOWN.body.into(),
                ),
            }
        }
        (Method::Get, p) if let Some(a) = assets::FILES.iter().find(|a| a.path == p) => {
            asset(request, a)
        }
        (Method::Get, "/api/board") => {
            let (_, view) = shared.view(Reader::Board);
            answer(request, 200, "application/json", view);
        }
        (Method::Get, "/api/seat") => match token_seat(shared, &request) {
            Some(seat) => {
                let (_, view) = shared.view(Reader::Seat(seat));
                answer(request, 200, "application/json", view);
            }
            None => error(request, 403, "a seat's token is needed"),
        },
        (Method::Get, "/events/board") => open_stream(shared, request, Reader::Board, streams),
        (Method::Get, "/events/seat") => {
            match query(&url, "token").and_then(|t| shared.tokens().seat(t)) {
                Some(seat) => open_stream(shared, request, Reader::Seat(seat), streams),
                None => error(request, 403, "a seat's token is needed"),
            }
        }
        (Method::Post, "/api/act") => act(shared, request),
        _ if known => error(request, 405, "this address takes another method"),
        // A page's address that leads nowhere: a page that says so.
        (Method::Get, _) => answer(
            request,
            404,
            assets::UNKNOWN.mime,
            assets::UNKNOWN.body.into(),
        ),
        _ => error(request, 404, "there is nothing at this address"),
    }
}

fn open_stream(shared: &Arc<Shared>, request: Request, reader: Reader, streams: &Arc<AtomicUsize>) {
    if streams.fetch_add(1, Ordering::SeqCst) >= MAX_STREAMS {
        streams.fetch_sub(1, Ordering::SeqCst);
        return error(request, 503, "too many pages are open");
    }
    let (shared, streams) = (shared.clone(), streams.clone());
    thread::spawn(move || {
        // A stream ends when its page goes away: nothing to report.
        let _ = sse::stream(&shared, request, reader);
        streams.fetch_sub(1, Ordering::SeqCst);
    });
}

/// The body of `request`, at most [`MAX_BODY`] bytes, as text.
fn body(request: &mut Request) -> Result<String, (u16, String)> {
    let too_big = || (413, format!("the body is longer than {MAX_BODY} bytes"));
    if request.body_length().is_some_and(|n| n > MAX_BODY) {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    request
        .as_reader()
        .take(MAX_BODY as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| (400, format!("the body cannot be read: {e}")))?;
    if bytes.len() > MAX_BODY {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|_| (400, "the body is not UTF-8 text".to_string()))
}

/// `POST /api/act`: the token first (403 changes nothing), then the body, then the action.
fn act(shared: &Shared, mut request: Request) {
    let Some(seat) = token_seat(shared, &request) else {
        return error(request, 403, "a seat's token is needed");
    };
    let text = match body(&mut request) {
        Ok(t) => t,
        Err((status, why)) => return error(request, status, &why),
    };
    let action = match serde_json::from_str::<Value>(&text) {
        Ok(Value::Object(o)) => match o.get("action") {
            Some(Value::String(a)) => a.clone(),
            _ => return error(request, 400, "the body needs an \"action\" text"),
        },
        _ => return error(request, 400, "the body is not a JSON object"),
    };
    match shared.page_action(seat, &action) {
        Ok(Ok(())) => json_answer(request, 200, &json!({ "ok": true })),
        Ok(Err(Refusal::Malformed(why))) => error(request, 400, &why),
        Ok(Err(Refusal::Refused(why))) => error(request, 422, &why),
        Err(e) => error(request, 500, &e.to_string()),
    }
}

/// The host that links name for a server listening at `addr`: its address, or, for an
/// address that listens on every interface (`0.0.0.0`), this machine's first IPv4 address
/// on a network (not the loopback one), found among its interfaces; the loopback address
/// if it has none.
pub fn link_host(addr: SocketAddr) -> String {
    if !addr.ip().is_unspecified() {
        return addr.ip().to_string();
    }
    network_ipv4()
        .map(|ip| ip.to_string())
        .unwrap_or_else(|| "127.0.0.1".into())
}

/// True if `addr` can be reached from other machines (it is not a loopback address).
pub fn is_open(addr: SocketAddr) -> bool {
    !addr.ip().is_loopback()
}

/// The first IPv4 address of an interface that is up and not the loopback one.
fn network_ipv4() -> Option<std::net::Ipv4Addr> {
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills `list` with a linked list that freeifaddrs releases; every
    // node and address is read only while the list is alive.
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return None;
        }
        let mut found = None;
        let mut node = list;
        while !node.is_null() && found.is_none() {
            let ifa = &*node;
            let up = ifa.ifa_flags & libc::IFF_UP as libc::c_uint != 0;
            let loopback = ifa.ifa_flags & libc::IFF_LOOPBACK as libc::c_uint != 0;
            if up
                && !loopback
                && !ifa.ifa_addr.is_null()
                && i32::from((*ifa.ifa_addr).sa_family) == libc::AF_INET
            {
                let sin = &*(ifa.ifa_addr as *const libc::sockaddr_in);
                found = Some(std::net::Ipv4Addr::from(u32::from_be(sin.sin_addr.s_addr)));
            }
            node = ifa.ifa_next;
        }
        libc::freeifaddrs(list);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_addresses_are_closed_to_the_network() {
        let at = |s: &str| s.parse::<SocketAddr>().unwrap();
        assert!(!is_open(at("127.0.0.1:8023")));
        assert!(!is_open(at("[::1]:8023")));
        assert!(is_open(at("0.0.0.0:8023")));
        assert!(is_open(at("192.168.1.20:8023")));
        assert_eq!(link_host(at("127.0.0.1:8023")), "127.0.0.1");
        assert_eq!(link_host(at("192.168.1.20:8023")), "192.168.1.20");
        // Every interface: links name one of this machine's addresses, never 0.0.0.0.
        let host = link_host(at("0.0.0.0:8023"));
        assert!(
            host.parse::<std::net::Ipv4Addr>()
                .is_ok_and(|ip| !ip.is_unspecified())
        );
    }

    #[test]
    fn a_stopped_server_ends_its_streams_and_answers_no_more() {
        use crate::xor_trie::protocol::{Desk, Live, SessionLog};
        use crate::xor_trie::web::tokens::Tokens;
        use std::io::{BufRead, BufReader};
        let dir = std::env::temp_dir().join(format!("grundy-server-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let log = SessionLog::create(&dir.join("log.txt")).unwrap();
        let desk = Desk {
            live: Live::new(false),
            log,
        };
        let shared = Arc::new(Shared::new(
            desk,
            0,
            Tokens::fresh().unwrap(),
            Box::new(io::sink()),
        ));
        let server = start("127.0.0.1:0", shared.clone()).unwrap();
        let base = format!("http://{}", server.addr());
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(std::time::Duration::from_secs(20)))
            .build()
            .into();
        let mut r = agent.get(format!("{base}/api/board")).call().unwrap();
        assert_eq!(r.status().as_u16(), 200);
        let view: Value = serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap();
        assert_eq!(view["situation"], "no game yet: the referee sets it up");
        let stream = agent.get(format!("{base}/events/board")).call().unwrap();
        let (tx, lines) = std::sync::mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stream.into_body().into_reader()).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let wait = std::time::Duration::from_secs(20);
        let mut seen = Vec::new();
        // The stream opens with the view as it is...
        while !seen.iter().any(|l: &String| l.starts_with("data: ")) {
            seen.push(lines.recv_timeout(wait).unwrap());
        }
        // ...and a line typed at the terminal is pushed to it.
        shared.act(Ok("players 4")).unwrap();
        while seen.iter().filter(|l| l.starts_with("data: ")).count() < 2 {
            seen.push(lines.recv_timeout(wait).unwrap());
        }
        server.stop();
        // A stopped server ends the stream.
        seen.extend(lines.iter());
        reader.join().unwrap();
        let views: Vec<&String> = seen.iter().filter(|l| l.starts_with("data: ")).collect();
        assert_eq!(views.len(), 2, "{seen:?}");
        assert!(views[0].contains("no game yet"), "{}", views[0]);
        assert!(
            views[1].contains("4 players: the referee sets up"),
            "{}",
            views[1]
        );
        // A new connection is refused (the agent's kept-alive one would get no answer).
        assert!(ureq::get(format!("{base}/api/board")).call().is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_query_value_is_found_by_its_name() {
        assert_eq!(query("/events/seat?token=ab12", "token"), Some("ab12"));
        assert_eq!(query("/events/seat?x=1&token=cd", "token"), Some("cd"));
        assert_eq!(query("/events/seat?tokens=cd", "token"), None);
        assert_eq!(query("/events/seat", "token"), None);
    }
}
