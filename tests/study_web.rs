//! `study`, the study desk: every problem's page served on the loopback.
//!
//! Over HTTP (always run): the routes and the contract of the binary; every malformed or
//! refused request gets its error and changes nothing (a bad position gets `explain`'s own
//! line, a bad judge input the line the `explain` binary prints); a judge input of the
//! desk's body limit (64 KiB, raised from the transport's 4 KiB) is taken and one byte more
//! is refused before it is read; the sessions are capped, the one idle longest making way
//! (its tab is told its session ended).
//!
//! In headless Chromium through WebDriver (skipped, saying why, where Chromium is missing
//! and `CI` is not set), in one browser for everything: for 50 seeded positions of each of
//! the ten problems, every line of the lesson the page shows is the line `explain` prints
//! for that position (its values, reasons, verdict, winning moves and why each wins), and
//! the picture carries the components' values `explain` gives; bad positions show
//! `explain`'s error and change nothing; a pasted judge input lists its cases, and a case
//! clicked is taught as `explain` teaches it; each problem's game is played by clicks on the
//! picture from a won start to the end against the perfect player, which the student wins,
//! and from a lost start, where after every answer of the computer the student faces a
//! lost position again; undo takes back a move and its answer; practice hides the values,
//! the verdicts, the lesson and the table, and a hint still comes on request. Screenshots
//! of each problem's page are taken (and written to `docs/` with `GRUNDY_SCREENSHOTS=1`).
//!
//! The tests are in `tests/study_web/`, one idea a file: [`http`] (the routes, the refused
//! requests, the sessions' cap, memory), [`lessons`] (50 positions of each problem over
//! HTTP, and in Chinese), [`moves`] (the moves a picture offers and marks, past 40 too, are
//! the library's), [`games`] (the browser games), [`languages`] (the browser in
//! Chinese), [`bounds`] (the largest positions, the pool); [`browser`] drives the page and
//! [`positions`] makes the positions. This file starts the desk ([`Desk`]) and reads what
//! `explain` teaches and what a page's fragments hold.

#[path = "study_web/bounds.rs"]
mod bounds;
#[path = "study_web/browser.rs"]
mod browser;
mod common;
#[path = "study_web/games.rs"]
mod games;
#[path = "study_web/http.rs"]
mod http;
#[path = "study_web/languages.rs"]
mod languages;
#[path = "study_web/lessons.rs"]
mod lessons;
#[path = "study_web/moves.rs"]
mod moves;
#[path = "study_web/positions.rs"]
mod positions;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use grundy::study::explain::cases::{Cases, Sink};
use grundy::study::explain::lesson::{Lesson, Line};
use grundy::study::explain::render::{Style, render};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use web::{PATIENCE, post};

/// A running `study --serve ADDR`, ended when dropped.
struct Desk {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    base: String,
}

impl Desk {
    /// Starts the desk on a free loopback port and waits for the address it prints.
    fn start() -> Desk {
        let mut child = Command::new(common::bin_path("study"))
            .args(["--serve", "127.0.0.1:0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("study starts");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = tx.send(line);
        });
        let mut desk = Desk {
            child,
            base: String::new(),
        };
        let line = rx.recv_timeout(PATIENCE).expect("study prints its address");
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"));
        desk.base = url.trim_end_matches('/').to_string();
        desk
    }

    /// `POST /api/ACTION` with `body` from a tab switched to Chinese (the `lang` cookie):
    /// the status and the answer as JSON.
    fn api_zh(&self, action: &str, body: &Value) -> (u16, Value) {
        let mut r = (web::agent().post(format!("{}/api/{action}", self.base)))
            .header("Content-Type", "application/json")
            .header("Cookie", "lang=zh")
            .send(body.to_string())
            .unwrap_or_else(|e| panic!("POST {action}: {e}"));
        let status = r.status().as_u16();
        let text = r.body_mut().read_to_string().unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// `POST /api/ACTION` with `body`: the status and the answer as JSON.
    fn api(&self, action: &str, body: &Value) -> (u16, Value) {
        let (status, text) = post(
            &format!("{}/api/{action}", self.base),
            None,
            &body.to_string(),
        );
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }
}

impl Drop for Desk {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The lines `explain ID WORDS` prints for its one case, each without its indentation;
/// or `explain`'s error for a bad position (without `error: `).
fn explained(id: &str, words: &str) -> Result<(Vec<String>, Lesson), String> {
    let words: Vec<&str> = words.split_whitespace().collect();
    let cases =
        Cases::from_words(id, &words).map_err(|e| format!("{e} (see `explain {id} --help`)"))?;
    let mut lessons = Vec::new();
    let mut keep = |l: Lesson| lessons.push(l);
    cases.teach(&mut Sink::new(usize::MAX, &mut keep));
    assert_eq!(lessons.len(), 1, "{id} {words:?}");
    let text = render(&lessons[0], Style::default());
    let lines = text.lines().map(|l| l.trim_start().to_string()).collect();
    Ok((lines, lessons.pop().unwrap()))
}

/// The `play` command a lesson's `next:` names (its words after `play`), if any.
fn play_command(lesson: &Lesson) -> Option<Vec<String>> {
    lesson.lines.iter().find_map(|l| match l {
        Line::Next(n) => n.play.as_ref().ok().map(|(cmd, _)| {
            cmd.strip_prefix("play ")
                .unwrap()
                .split(' ')
                .map(String::from)
                .collect()
        }),
        _ => None,
    })
}

/// The components' values of a lesson, in its order.
fn values(lesson: &Lesson) -> Vec<u64> {
    (lesson.lines.iter())
        .filter_map(|l| match l {
            Line::Component { part, .. } => Some(part.value),
            _ => None,
        })
        .collect()
}

/// Whether the picture of problem `id` lists its components' values in `explain`'s order
/// (the boards and the product's tree carry none, or their own).
fn drawn_in_order(id: &str) -> bool {
    !["hdu3404", "pe459", "nim_product_64"].contains(&id)
}

/// `text` with the five escapes of the pages undone.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The texts of the elements of a fragment that open with `open` (up to their `>`) and
/// hold only text, unescaped.
fn texts(html: &str, open: &str, close: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find(open) {
        rest = &rest[at + open.len()..];
        let start = rest.find('>').unwrap() + 1;
        let end = rest.find(close).unwrap();
        out.push(unescape(&rest[start..end]));
        rest = &rest[end..];
    }
    out
}

/// The value of the first attribute `name` in `html`, unescaped.
fn attribute(html: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let at = html.find(&key)? + key.len();
    let len = html[at..].find('"').unwrap();
    Some(unescape(&html[at..at + len]))
}

/// The elements of a fragment whose class list holds `class`, each as its opening tag.
fn tags_of_class<'a>(html: &'a str, class: &str) -> Vec<&'a str> {
    html.split('<')
        .filter(|tag| {
            attribute(&format!(" {tag}"), "class")
                .is_some_and(|c| c.split_whitespace().any(|w| w == class))
        })
        .map(|tag| tag.split('>').next().unwrap())
        .collect()
}

/// The minimum excludant, written here once more.
fn mex_of(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

/// The numbers of `text`, sorted: its runs of ASCII digits.
fn numbers(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(String::from)
        .collect();
    v.sort_unstable();
    v
}
