//! The desk's routes, on the suite's web transport ([`crate::web`], which holds the limits
//! every request meets before it gets here: head and body sizes, deadlines, connections).
//!
//! | method and path | answer |
//! |---|---|
//! | `GET /` | the index: the ten problems |
//! | `GET /p/ID` | problem `ID`'s page |
//! | `GET /x/ID` | problem `ID`'s exercises ([`super::exercise`]) |
//! | `POST /api/exercise` | one exercise of a series, with hints and an answer checked ([`super::exercise`]) |
//! | `GET /assets/…` | the style sheet and the script |
//! | `GET /stats` | `{"sessions", "computed", "running", "queued"}`: sessions open, positions computed so far (each once while it stays in the cache), heavy jobs running and waiting |
//! | `POST /api/ACTION` | a tab's action, `{"tab": T, "problem": ID, …}`: see below |
//! | `GET /export/position.svg?tab=T` | the picture of tab `T`'s position as the page shows it, an SVG file (`image/svg+xml`, `Content-Disposition: attachment; filename="PROBLEM-POSITION.svg"`, [`export`]) |
//! | `GET /export/table.svg?tab=T` | its table's picture likewise (`…-table.svg`) |
//! | `GET /print?tab=T` | its lesson as a page to print (HTML, no script), in the request's language |
//!
//! An export names an open session: a bad tab id is refused with 400, a tab without a
//! session (never opened, or ended) with 404, and a picture or lesson the tab does not
//! show (practice on, or no table for the position) with 409, each with its words.
//!
//! The actions, each naming the tab (`tab`: 8 to 64 letters, digits, `-` or `_`, the id a
//! tab keeps in its `sessionStorage`) and the problem of its page: `state` (the tab as it
//! is), `study` (`position`: a position as `explain` takes it on the command line),
//! `paste` (`input`: a whole judge input), `case` (`case`: the number of a pasted case,
//! from 0), `move` (`move`: a line as `play` reads it: a move, `hint`, `undo` or `help`;
//! the picture's clicks send moves in these words), `start` (the computer moves first),
//! `again` (the game from the position studied, anew), `practice` (`on`: true or false).
//!
//! A heavy position not computed yet is answered `202 {"waiting": "<its place>"}`: the
//! page shows it and asks again.
//!
//! An answer is JSON: `{"version": N, "parts": {"picture": …, …}, "notice": …}`, the
//! fragments of the page that changed (`position`, `picture`, `lesson`, `play`, `table`,
//! `cases`); or `{"error": "<why>"}` with its status: 400 (a malformed request: not JSON,
//! a field missing or of the wrong kind, a bad tab id), 404, 405 (another method), 422 (a
//! position, a judge input or a move refused: `explain`'s or `play`'s own words), 503
//! (`{"error": …, "retry_after": SECONDS}` with the same `Retry-After` header: the heavy pool's queue is full, or the
//! position passed its deadline; see [`pool`]); and from
//! the transport 408, 413 and 431 (a request too slow or too large). A refused request
//! changes nothing.

use std::io;
use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::{Action, Answer, Desk, Part, Refusal, assets, exercise, export, limits, pages, pool};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::tools::problems::find;
use crate::web::{self, Bound, Handler, Method, Request, Response, Server};

/// The desk's answers to requests.
pub struct Routes(pub Arc<Desk>);

impl Handler for Routes {
    fn answer(&self, request: &Request) -> Response {
        route(&self.0, request)
    }
}

/// Serves `desk` on the address `bound` listens on.
///
/// # Errors
/// The server's thread cannot be started.
pub fn serve(bound: Bound, desk: Arc<Desk>) -> io::Result<Server> {
    bound.serve(Arc::new(Routes(desk)))
}

/// Listens on `addr` (port 0: a free port) with the desk's limits ([`limits`]) and serves
/// `desk` there.
///
/// # Errors
/// The address cannot be listened on, or the server cannot be started.
pub fn start(addr: &str, desk: Arc<Desk>) -> io::Result<Server> {
    serve(web::bind(addr, limits())?, desk)
}

/// The content type of the pages.
const HTML: &str = "text/html; charset=utf-8";

/// A refusal, its words in `lang`.
fn refuse(status: u16, why: Text, lang: Lang) -> Response {
    Response::error(status, &why.render(lang))
}

fn route(desk: &Desk, request: &Request) -> Response {
    let lang = request.lang();
    let path = request.path();
    let known = path == "/"
        || path == "/stats"
        || path.starts_with("/p/")
        || path.starts_with("/x/")
        || path.starts_with("/api/")
        || EXPORTS.contains(&path)
        || assets::FILES.iter().any(|a| a.path == path);
    match (request.method(), path) {
        (&Method::GET, "/") => Response::new(200, HTML, pages::index(lang)),
        (&Method::GET, "/stats") => {
            let (running, queued) = desk.pool.busy();
            Response::json(
                200,
                &json!({
                    "sessions": desk.sessions(),
                    "computed": desk.pool.computed(),
                    "running": running,
                    "queued": queued,
                }),
            )
        }
        (&Method::GET, p) if let Some(id) = p.strip_prefix("/p/") => match find(id) {
            Some(problem) => Response::new(200, HTML, pages::problem(problem.id, lang)),
            None => refuse(404, msg!("desk-http-no-problem"), lang),
        },
        (&Method::GET, p) if let Some(id) = p.strip_prefix("/x/") => {
            if exercise::has_exercises(id) {
                Response::new(200, HTML, exercise::page(id, lang))
            } else {
                refuse(404, msg!("desk-http-no-problem"), lang)
            }
        }
        (&Method::POST, "/api/exercise") => exercise::api(request.body(), lang),
        (&Method::GET, p) if let Some(a) = assets::FILES.iter().find(|a| a.path == p) => {
            Response::asset(a)
        }
        (&Method::GET, p) if EXPORTS.contains(&p) => exported(desk, p, request.query("tab"), lang),
        (&Method::POST, p) if let Some(action) = p.strip_prefix("/api/") => {
            api(desk, action, request.body(), lang)
        }
        _ if known => refuse(405, msg!("desk-http-method"), lang),
        _ => refuse(404, msg!("desk-http-nothing"), lang),
    }
}

/// The addresses of the exports.
const EXPORTS: [&str; 3] = ["/export/position.svg", "/export/table.svg", "/print"];

/// `GET` of export `path` for tab `tab`.
fn exported(desk: &Desk, path: &str, tab: Option<&str>, lang: Lang) -> Response {
    let Some(tab) = tab.filter(|t| is_tab_id(t)) else {
        return refuse(400, msg!("desk-http-tab-id"), lang);
    };
    let Some(tab) = desk.existing(tab) else {
        return refuse(404, msg!("desk-export-no-session"), lang);
    };
    let tab = tab.lock().unwrap_or_else(|e| e.into_inner());
    let file = |made: Result<(String, String), Text>| match made {
        Ok((svg, name)) => Response::new(200, export::SVG, svg).attachment(&name),
        Err(why) => refuse(409, why, lang),
    };
    match path {
        "/export/position.svg" => file(export::position(&tab, lang)),
        "/export/table.svg" => file(export::table(&tab, lang)),
        _ => match export::print(&tab, lang) {
            Ok(page) => Response::new(200, HTML, page),
            Err(why) => refuse(409, why, lang),
        },
    }
}

/// Whether `id` is a tab's id: 8 to 64 letters, digits, `-` or `_`.
///
/// ```
/// use grundy::study::web::server::is_tab_id;
/// assert!(is_tab_id("k3J_9x-Qa2"));
/// assert!(!is_tab_id("short") && !is_tab_id("has space here") && !is_tab_id(&"x".repeat(65)));
/// ```
pub fn is_tab_id(id: &str) -> bool {
    (8..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A text field of `o`.
fn text<'a>(o: &'a Map<String, Value>, name: &str, lang: Lang) -> Result<&'a str, Response> {
    match o.get(name) {
        Some(Value::String(s)) => Ok(s),
        _ => Err(refuse(400, msg!("desk-http-needs-text", name = name), lang)),
    }
}

/// `POST /api/ACTION`: the body checked, then the tab's action.
fn api(desk: &Desk, action: &str, body: &[u8], lang: Lang) -> Response {
    let parsed = (|| -> Result<(String, &'static str, Action), Response> {
        let Ok(body) = std::str::from_utf8(body) else {
            return Err(refuse(400, msg!("desk-http-not-utf8"), lang));
        };
        let Ok(Value::Object(o)) = serde_json::from_str::<Value>(body) else {
            return Err(refuse(400, msg!("desk-http-not-json"), lang));
        };
        let tab = text(&o, "tab", lang)?;
        if !is_tab_id(tab) {
            return Err(refuse(400, msg!("desk-http-tab-id"), lang));
        }
        let problem = find(text(&o, "problem", lang)?)
            .ok_or_else(|| refuse(404, msg!("desk-http-no-problem"), lang))?
            .id;
        let action = match action {
            "state" => Action::State,
            "study" => Action::Study(text(&o, "position", lang)?.to_string()),
            "paste" => Action::Paste(text(&o, "input", lang)?.to_string()),
            "case" => match o.get("case").and_then(Value::as_u64) {
                Some(k) => Action::Case(usize::try_from(k).unwrap_or(usize::MAX)),
                None => return Err(refuse(400, msg!("desk-http-needs-case"), lang)),
            },
            "move" => Action::Move(text(&o, "move", lang)?.to_string()),
            "start" => Action::Start,
            "again" => Action::Again,
            "practice" => match o.get("on") {
                Some(Value::Bool(on)) => Action::Practice(*on),
                _ => return Err(refuse(400, msg!("desk-http-needs-on"), lang)),
            },
            _ => return Err(refuse(404, msg!("desk-http-no-action"), lang)),
        };
        Ok((tab.to_string(), problem, action))
    })();
    let (tab, problem, action) = match parsed {
        Ok(p) => p,
        Err(refusal) => return refusal,
    };
    match desk.act(&tab, problem, action, lang) {
        Ok(answer) => Response::json(200, &answer_json(answer)),
        Err(Refusal::Bad(why)) => Response::error(422, &why),
        Err(Refusal::Waiting(says)) => Response::json(202, &json!({ "waiting": says })),
        Err(Refusal::Busy(why)) => Response::json(
            503,
            &json!({ "error": why, "retry_after": pool::RETRY_AFTER_SECS }),
        )
        .retry_after(pool::RETRY_AFTER_SECS),
    }
}

/// The name of a part in an answer.
fn part_name(part: Part) -> &'static str {
    match part {
        Part::Position => "position",
        Part::Picture => "picture",
        Part::Lesson => "lesson",
        Part::Play => "play",
        Part::Table => "table",
        Part::Cases => "cases",
    }
}

fn answer_json(answer: Answer) -> Value {
    let parts: Map<String, Value> = (answer.parts.into_iter())
        .map(|(p, html)| (part_name(p).to_string(), Value::String(html)))
        .collect();
    json!({
        "version": answer.version,
        "parts": parts,
        "notice": answer.notice,
    })
}
