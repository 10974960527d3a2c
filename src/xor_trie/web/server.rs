//! The card game's routes, on the suite's web transport ([`crate::web`], which holds
//! the limits every request meets before it gets here: head and body sizes, deadlines,
//! connections, streams).
//!
//! | method and path | answer |
//! |---|---|
//! | `GET /` | the board page |
//! | `GET /seat/TOKEN` | the seat page (403 and a page saying the link is unknown, for a token of no seat) |
//! | `GET /assets/…` | the style and the scripts |
//! | `GET /favicon.svg`, `GET /favicon.ico` | the pages' icon (SVG) |
//! | `GET /api/board` | the board's view |
//! | `GET /api/seat` | the view of the seat whose token is in `X-Seat-Token` |
//! | `GET /events/board`, `GET /events/seat?token=T` | the streams of views ([`super::sse`]) |
//! | `POST /api/act` | `{"action": "play 30 self", "version": 17}` from the seat of `X-Seat-Token` |
//!
//! Every page, view and refusal is written in the language of its request ([`Request::lang`](crate::web::Request::lang)):
//! the `lang` cookie the page's switch sets (`en` or `zh`), else the browser's
//! `Accept-Language`, else English; a stream keeps the language it was opened in (the
//! switch loads the page again).
//!
//! Another address asked for with `GET` gets a page saying it is unknown (404). Every
//! other answer but a page and a stream is JSON; an error is `{"error": "<why>"}` with
//! its status: 400 (a malformed body or an unknown action), 403 (a missing or wrong
//! token), 404, 405 (another method), 409 (a press made on a view older than the game: a
//! repeated press, or one from a page that had not caught up, or an answer to a counter
//! window given again), 422 (an action the referee
//! refuses: the terminal's message); and from the transport, 408, 413 and 431 (a request
//! too slow or too large) and 503 (too many streams). A refused request changes nothing.
//!
//! An action carries the `version` of the view its page showed when it was pressed; it is
//! applied only if the game is still at that version, checked and applied under the same
//! lock ([`Shared::page_action`]). A press sent twice (a double tap, a retry) therefore
//! applies once: the second one finds the game one version further and is refused (409).

use std::io;
use std::sync::Arc;

use serde_json::{Value, json};

use super::{Reader, Refusal, Shared, assets, sse};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::web::{self, Bound, Handler, Limits, Method, Request, Response, Server};
use crate::xor_trie::Seat;

/// Where `--serve` listens when given no address: this machine only.
pub const DEFAULT_ADDR: &str = "127.0.0.1:8023";

/// The header that carries a seat's token.
pub const TOKEN_HEADER: &str = "X-Seat-Token";

/// The card game's answers to requests, on a shared desk.
pub struct Routes(pub Arc<Shared>);

impl Handler for Routes {
    fn answer(&self, request: &Request) -> Response {
        route(&self.0, request)
    }
}

/// Serves `shared`'s pages on the address `bound` listens on.
///
/// # Errors
/// The server's thread cannot be started.
pub fn serve(bound: Bound, shared: Arc<Shared>) -> io::Result<Server> {
    bound.serve(Arc::new(Routes(shared)))
}

/// Listens on `addr` (port 0: a free port) with the transport's default limits and serves
/// `shared`'s pages there.
///
/// # Errors
/// The address cannot be listened on, or the server cannot be started.
pub fn start(addr: &str, shared: Arc<Shared>) -> io::Result<Server> {
    serve(web::bind(addr, Limits::default())?, shared)
}

/// A page in `lang`.
fn page(asset: &assets::Asset, status: u16, lang: Lang) -> Response {
    Response::new(status, asset.mime, assets::page(asset, lang))
}

/// A refusal in `lang`.
fn refuse(status: u16, why: Text, lang: Lang) -> Response {
    Response::error(status, &why.render(lang))
}

/// The seat whose token the request carries in [`TOKEN_HEADER`].
fn token_seat(shared: &Shared, request: &Request) -> Option<Seat> {
    shared.tokens().seat(request.header(TOKEN_HEADER)?)
}

fn route(shared: &Arc<Shared>, request: &Request) -> Response {
    let path = request.path();
    let known = path == "/"
        || path.starts_with("/seat/")
        || path.starts_with("/api/")
        || path.starts_with("/events/")
        || assets::FILES
            .iter()
            .chain(&assets::ICONS)
            .any(|a| a.path == path);
    let lang = request.lang();
    let needed = || refuse(403, msg!("card-http-token-needed"), lang);
    match (request.method(), path) {
        (&Method::GET, "/") => page(&assets::BOARD, 200, lang),
        (&Method::GET, p) if let Some(token) = p.strip_prefix(assets::SEAT.path) => {
            match shared.tokens().seat(token) {
                Some(_) => page(&assets::SEAT, 200, lang),
                None => page(&assets::UNKNOWN, 403, lang),
            }
        }
        (&Method::GET, p) if let Some(a) = assets::FILES.iter().find(|a| a.path == p) => {
            Response::asset(a)
        }
        (&Method::GET, p) if let Some(a) = assets::ICONS.iter().find(|a| a.path == p) => {
            Response::asset(a)
        }
        (&Method::GET, "/api/board") => Response::json_text(shared.view(Reader::Board, lang).1),
        (&Method::GET, "/api/seat") => match token_seat(shared, request) {
            Some(seat) => Response::json_text(shared.view(Reader::Seat(seat), lang).1),
            None => needed(),
        },
        (&Method::GET, "/events/board") => sse::stream(shared, Reader::Board, lang),
        (&Method::GET, "/events/seat") => {
            match request.query("token").and_then(|t| shared.tokens().seat(t)) {
                Some(seat) => sse::stream(shared, Reader::Seat(seat), lang),
                None => needed(),
            }
        }
        (&Method::POST, "/api/act") => act(shared, request, lang),
        _ if known => refuse(405, msg!("card-http-method"), lang),
        // A page's address that leads nowhere: a page that says so.
        (&Method::GET, _) => page(&assets::UNKNOWN, 404, lang),
        _ => refuse(404, msg!("card-http-nothing-here"), lang),
    }
}

/// `POST /api/act`: the token first (403 changes nothing), then the body, then the action
/// and the version it was pressed on.
fn act(shared: &Shared, request: &Request, lang: Lang) -> Response {
    let Some(seat) = token_seat(shared, request) else {
        return refuse(403, msg!("card-http-token-needed"), lang);
    };
    let Ok(text) = std::str::from_utf8(request.body()) else {
        return refuse(400, msg!("card-http-not-utf8"), lang);
    };
    let (action, version) = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(o)) => match o.get("action") {
            Some(Value::String(a)) => (a.clone(), o.get("version").and_then(Value::as_u64)),
            _ => return refuse(400, msg!("card-http-needs-action"), lang),
        },
        _ => return refuse(400, msg!("card-http-not-json"), lang),
    };
    match shared.page_action(seat, &action, version) {
        Ok(Ok(())) => Response::json(200, &json!({ "ok": true })),
        Ok(Err(Refusal::Malformed(why))) => refuse(400, why, lang),
        Ok(Err(Refusal::Stale(why))) => refuse(409, why, lang),
        Ok(Err(Refusal::Refused(why))) => refuse(422, why, lang),
        Err(e) => refuse(500, e.text(), lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stopped_server_ends_its_streams_and_answers_no_more() {
        use crate::xor_trie::protocol::{Desk, Live, SessionLog};
        use crate::xor_trie::web::tokens::Tokens;
        use std::io::{BufRead, BufReader};
        // The test's directory, removed when the test ends, failing or not.
        struct Scratch(std::path::PathBuf);
        impl Drop for Scratch {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
        let scratch =
            Scratch(std::env::temp_dir().join(format!("grundy-server-{}", std::process::id())));
        let dir = &scratch.0;
        let _ = std::fs::remove_dir_all(dir);
        std::fs::create_dir_all(dir).unwrap();
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
            Lang::En,
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
    }

    /// At the session's end every open stream is sent its last view (`over`), the board's
    /// with the final standings and match ranking, each seat's saying that the session has
    /// ended in its page's language, with its own cards only; the end waits until the
    /// streams have closed; a page loaded after the end gets the last view too.
    #[test]
    fn the_end_sends_every_stream_its_last_view_and_waits_for_the_pages() {
        use crate::xor_trie::protocol::{Desk, Live, SessionLog, Table};
        use crate::xor_trie::web::{Typist, tokens::Tokens};
        use std::io::{BufRead, BufReader};
        use std::time::Duration;
        struct Scratch(std::path::PathBuf);
        impl Drop for Scratch {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
        let scratch =
            Scratch(std::env::temp_dir().join(format!("grundy-last-view-{}", std::process::id())));
        let dir = &scratch.0;
        let _ = std::fs::remove_dir_all(dir);
        std::fs::create_dir_all(dir).unwrap();
        let desk = Desk {
            live: Live::new(false),
            log: SessionLog::create(&dir.join("log.txt")).unwrap(),
        };
        let shared = Arc::new(Shared::new(
            desk,
            0,
            Tokens::fresh().unwrap(),
            Box::new(io::sink()),
            Lang::En,
        ));
        let round = include_str!("../../../tests/cases/xor_trie_referee/bot-random-4.in");
        for line in round.lines() {
            assert_eq!(shared.act(Ok(line)).unwrap().reply.error, None, "{line}");
        }
        let server = start("127.0.0.1:0", shared.clone()).unwrap();
        let base = format!("http://{}", server.addr());
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(20)))
            .build()
            .into();
        let two = shared.tokens().of(Seat::new(2)).to_string();
        // A stream read until its last view, then closed as a page closes it.
        let follow = |path: String, language: &str| {
            let r = agent
                .get(format!("{base}{path}"))
                .header("Accept-Language", language)
                .call()
                .unwrap();
            let (tx, views) = std::sync::mpsc::channel::<Value>();
            let reader = std::thread::spawn(move || {
                for line in BufReader::new(r.into_body().into_reader()).lines() {
                    let Ok(line) = line else { break };
                    if let Some(data) = line.strip_prefix("data: ") {
                        let view: Value = serde_json::from_str(data).unwrap();
                        let over = view["over"] == true;
                        let _ = tx.send(view);
                        if over {
                            break;
                        }
                    }
                }
            });
            (views, reader)
        };
        let (board, board_reader) = follow("/events/board".into(), "en");
        let (seat, seat_reader) = follow(format!("/events/seat?token={two}"), "zh-CN");
        let wait = Duration::from_secs(20);
        assert_eq!(board.recv_timeout(wait).unwrap()["over"], Value::Null);
        assert_eq!(seat.recv_timeout(wait).unwrap()["over"], Value::Null);
        let (end, started) = Typist(&shared).finish().unwrap();
        assert!(started && end.complete);
        assert!(
            shared.end_for_pages(Duration::from_secs(20)),
            "every page took its last view and closed"
        );
        board_reader.join().unwrap();
        seat_reader.join().unwrap();
        let last = |views: std::sync::mpsc::Receiver<Value>| views.try_iter().last().unwrap();
        let b = last(board);
        assert_eq!(b["over"], true);
        assert_eq!(b["situation"], "the session has ended");
        assert!(
            b["game"]["standings"]
                .as_array()
                .is_some_and(|s| s.len() == 4),
            "{b}"
        );
        assert!(b["match"].as_array().is_some_and(|m| m.len() == 4), "{b}");
        let s = last(seat);
        assert_eq!(s["over"], true);
        assert_eq!(s["situation"], "本场比赛已经结束");
        assert_eq!(s["game"]["kinds"], serde_json::json!([]));
        let own: Vec<u16> = shared
            .lock()
            .desk
            .live
            .session()
            .game()
            .unwrap()
            .hand(Seat::new(2))
            .to_vec();
        assert_eq!(s["game"]["hand"], serde_json::json!(own));
        // A page loaded (or a stream opened) after the end gets the last view.
        let mut r = agent.get(format!("{base}/api/board")).call().unwrap();
        let view: Value = serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap();
        assert_eq!(view["over"], true);
        let (again, reader) = follow("/events/board".into(), "en");
        assert_eq!(again.recv_timeout(wait).unwrap()["over"], true);
        reader.join().unwrap();
        assert!(shared.followers().wait_closed(wait));
        server.stop();
    }
}
