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

#[path = "study_web/bounds.rs"]
mod bounds;
mod common;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use grundy::rng::Rng;
use grundy::study::explain::cases::{Cases, Sink};
use grundy::study::explain::lesson::{Lesson, Line};
use grundy::study::explain::render::{Style, render};
use grundy::study::play::session::{Reply, Session};
use grundy::study::play::session_of;
use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Instant;
use web::{PATIENCE, get, post, wait_for};

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

/// Distinct numbers from `lo` to `hi`, `k` of them, in random order.
fn distinct(rng: &mut Rng, k: usize, lo: u64, hi: u64) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    while out.len() < k {
        let v = rng.range(lo, hi);
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

fn joined(v: &[u64]) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

/// A seeded position of problem `id`, in `explain`'s words: small enough to play when
/// `small`, else now and then beyond what `play` takes (drawn by `explain`'s pictures).
fn position(id: &str, rng: &mut Rng, small: bool) -> String {
    let big = !small && rng.chance(1, 6);
    match id {
        "poj1704" => {
            let k = rng.range(1, 6) as usize;
            let top = if big { 3_000_000 } else { 14 };
            joined(&distinct(rng, k, 1, top))
        }
        "poj2311" => {
            let side = if big { 160 } else { 7 };
            format!("{} {}", rng.range(1, side), rng.range(1, side))
        }
        "poj2960" => {
            let k = rng.range(1, 3) as usize;
            let set = distinct(rng, k, 1, 5);
            let top = if big { 2000 } else { 9 };
            let heaps: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(0, top)).collect();
            format!("{} {}", joined(&set).replace(' ', ","), joined(&heaps))
                .trim()
                .to_string()
        }
        "arc087_c" => {
            let l = if big {
                rng.range(13, 40)
            } else {
                rng.range(1, 4)
            };
            let mut strings: Vec<String> = Vec::new();
            for _ in 0..rng.range(0, 3) {
                let len = rng.range(1, l.min(5));
                let s: String = (0..len)
                    .map(|_| if rng.chance(1, 2) { '1' } else { '0' })
                    .collect();
                let clash = strings
                    .iter()
                    .any(|t| t.starts_with(&s) || s.starts_with(t.as_str()));
                if !clash {
                    strings.push(s);
                }
            }
            format!("{l} {}", strings.join(" ")).trim().to_string()
        }
        "hdu3537" => {
            let top = if big { 1 << 62 } else { 9 };
            // Up to four heads: an odd number of odious values is never worth 0.
            let k = rng.range(1, 4) as usize;
            joined(&distinct(rng, k, 0, top))
        }
        "hdu3404" => {
            let top = if big { 100_000 } else { 3 };
            let lights: Vec<String> = (0..rng.range(1, 3))
                .map(|_| format!("{},{}", rng.range(0, top), rng.range(0, top)))
                .collect();
            lights.join(" ")
        }
        "hdu1848" => {
            let top = if big { 1000 } else { 8 };
            joined(&[rng.range(0, top), rng.range(0, top), rng.range(0, top)])
        }
        "hdu1907" => {
            let mut piles: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 4)).collect();
            if piles.iter().all(|&p| p == 0) {
                piles[0] = 1;
            }
            if big {
                piles.push(rng.range(1 << 40, 1 << 50));
            }
            joined(&piles)
        }
        "pe459" => match big {
            true => rng.range(12, 40).to_string(),
            false => rng.range(if small { 1 } else { 0 }, 4).to_string(),
        },
        "nim_product_64" => {
            let top = if big { 1 << 40 } else { 5 };
            format!("{} {}", rng.range(0, top), rng.range(0, top))
        }
        _ => unreachable!("{id}"),
    }
}

/// Bad positions of each problem, each refused by `explain` with its own words.
fn bad_positions(id: &str) -> [&'static str; 2] {
    match id {
        "poj1704" => ["3 -1", "2 2"],
        "poj2311" => ["4", "0 3"],
        "poj2960" => ["2,,5 3", "2,5 x"],
        "arc087_c" => ["2 0 01", "1 012"],
        "hdu3537" => ["9223372036854775808", "1 two"],
        "hdu3404" => ["1;2", "1,2,3"],
        "hdu1848" => ["1 2", "1 2 1000001"],
        "hdu1907" => ["0 0", "-4"],
        "pe459" => ["twelve", "5 5"],
        "nim_product_64" => ["1", "18446744073709551616 2"],
        _ => unreachable!("{id}"),
    }
}

#[test]
fn the_pages_and_the_binary_s_contract() {
    let desk = Desk::start();
    let (status, index) = get(&format!("{}/", desk.base), None);
    assert_eq!(status, 200);
    for p in PROBLEMS {
        assert!(index.contains(&format!("href=\"/p/{}\"", p.id)), "{}", p.id);
        assert!(index.contains(&format!("{} {}", p.judge, p.name).replace('\'', "&#39;")));
        let (status, page) = get(&format!("{}/p/{}", desk.base, p.id), None);
        assert_eq!(status, 200, "{}", p.id);
        assert!(
            page.contains("<script src=\"/assets/desk.js\" defer>"),
            "{}",
            p.id
        );
    }
    for (path, status) in [
        ("/p/nope", 404),
        ("/nowhere", 404),
        ("/api/state", 405),
        ("/assets/desk.css", 200),
        ("/assets/desk.js", 200),
    ] {
        assert_eq!(
            get(&format!("{}{path}", desk.base), None).0,
            status,
            "{path}"
        );
    }
    // The binary: help, usage errors, an address taken.
    let run = |args: &[&str]| {
        let out = common::run_bin_args("study", args, b"");
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (code, help, _) = run(&["--help"]);
    assert_eq!(code, Some(0));
    assert!(help.starts_with("usage: study [--serve ADDR]\n"), "{help}");
    assert!(
        help.contains("127.0.0.1:8024") && help.contains("64 sessions"),
        "{help}"
    );
    common::assert_in_words("study --help", &help);
    let port = desk.base.rsplit(':').next().unwrap();
    for (args, error) in [
        (
            vec!["--port", "1"],
            "error: unknown argument `--port` (the options: --serve ADDR, --help)\n",
        ),
        (
            vec!["--serve"],
            "error: --serve takes an address HOST:PORT (e.g. 127.0.0.1:8024)\n",
        ),
        (
            vec!["--serve", "nowhere"],
            "error: --serve `nowhere`: cannot listen there: invalid socket address\n",
        ),
        (
            vec!["--serve", "127.0.0.1:1", "x"],
            "error: unexpected `x` after the address (the options: --serve ADDR, --help)\n",
        ),
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (Some(2), "", error),
            "{args:?}"
        );
    }
    let taken = format!("127.0.0.1:{port}");
    let (code, out, err) = run(&["--serve", &taken]);
    assert_eq!((code, out.as_str()), (Some(2), ""), "{err}");
    assert!(
        err.starts_with(&format!("error: --serve `{taken}`: cannot listen there: ")),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn bad_requests_are_refused_and_change_nothing() {
    let desk = Desk::start();
    let tab = "tab-bad-requests";
    let state = |desk: &Desk| -> Value {
        let (status, v) = desk.api("state", &json!({ "tab": tab, "problem": "poj1704" }));
        assert_eq!(status, 200, "{v}");
        v
    };
    let (status, first) = desk.api(
        "study",
        &json!({ "tab": tab, "problem": "poj1704", "position": "1 5 6 7" }),
    );
    assert_eq!(status, 200, "{first}");
    let before = state(&desk);
    assert_eq!(before["parts"]["position"], "1 5 6 7");
    // Malformed requests: 400, 404.
    for (action, body, status, error) in [
        ("state", "not json", 400, "the body is not a JSON object"),
        ("state", "[1]", 400, "the body is not a JSON object"),
        (
            "state",
            r#"{"problem": "poj1704"}"#,
            400,
            "the body needs a \"tab\" text",
        ),
        (
            "state",
            r#"{"tab": "short", "problem": "poj1704"}"#,
            400,
            "the tab's id is 8 to 64 letters, digits, - or _",
        ),
        (
            "state",
            r#"{"tab": "tab-bad-requests", "problem": "poj9999"}"#,
            404,
            "there is no such problem",
        ),
        (
            "jump",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704"}"#,
            404,
            "there is no such action",
        ),
        (
            "study",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704", "position": 5}"#,
            400,
            "the body needs a \"position\" text",
        ),
        (
            "case",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704", "case": -1}"#,
            400,
            "the body needs a \"case\" number, from 0",
        ),
        (
            "practice",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704", "on": "yes"}"#,
            400,
            "the body needs \"on\": true or false",
        ),
    ] {
        let (got, text) = post(&format!("{}/api/{action}", desk.base), None, body);
        assert_eq!(
            (got, text),
            (status, json!({ "error": error }).to_string()),
            "{action} {body}"
        );
    }
    let (got, text) = post(&format!("{}/api/state", desk.base), None, "\u{fffd}\u{0}");
    assert_eq!(got, 400, "{text}");
    // Refused positions, judge inputs, cases and moves: 422, in explain's and play's words.
    for (action, body, error) in [
        ("study", json!({ "position": "3 -1" }), "cell `-1` is negative: a cell is a whole number from 1 to 2^64 − 1 (see `explain poj1704 --help`)".to_string()),
        ("case", json!({ "case": 0 }), "no case 1 in the judge input pasted".to_string()),
        ("move", json!({ "move": "move the chessman at 6 to 7" }), "illegal move: a chessman moves left: 7 is not left of 6; the position is unchanged".to_string()),
        ("move", json!({ "move": "quit" }), "`quit` ends a game in the terminal; on a page, study another position or press undo".to_string()),
        ("move", json!({ "move": "undo" }), "nothing to undo: you have not moved yet".to_string()),
    ] {
        let mut b = body.clone();
        b["tab"] = json!(tab);
        b["problem"] = json!("poj1704");
        let (status, v) = desk.api(action, &b);
        assert_eq!((status, v), (422, json!({ "error": error })), "{action} {body}");
    }
    // A judge input that explain refuses: the line the explain binary prints.
    let bad = "2\n3\n1 2 3\n2\n4 x\n";
    let out = common::run_bin_args("explain", &["poj1704"], bad.as_bytes());
    let line = String::from_utf8(out.stderr).unwrap();
    let (status, v) = desk.api(
        "paste",
        &json!({ "tab": tab, "problem": "poj1704", "input": bad }),
    );
    assert_eq!(status, 422);
    assert_eq!(format!("error: {}\n", v["error"].as_str().unwrap()), line);
    // Nothing changed, not even the version.
    let after = state(&desk);
    assert_eq!(after, before);
    // Once the computer has made the first move, it cannot make it again.
    let (status, v) = desk.api("start", &json!({ "tab": tab, "problem": "poj1704" }));
    assert_eq!(status, 200, "{v}");
    assert!(
        v["parts"]["play"]
            .as_str()
            .unwrap()
            .contains("move 1 (me): "),
        "{v}"
    );
    let (status, v) = desk.api("start", &json!({ "tab": tab, "problem": "poj1704" }));
    assert_eq!(
        (status, v["error"].as_str()),
        (
            422,
            Some("the computer can start only before the first move of a game that has one")
        )
    );
    // A judge input as large as the desk takes is read; one byte more is refused unread.
    let mut input = String::from("1\n");
    let cells: Vec<String> = (1..).map(|c: u64| c.to_string()).take(7000).collect();
    input.push_str(&format!("{}\n{}\n", cells.len(), cells.join(" ")));
    let pad = 64 * 1024
        - json!({ "tab": tab, "problem": "poj1704", "input": input.clone() })
            .to_string()
            .len();
    input.push_str(&" ".repeat(pad));
    let body = json!({ "tab": tab, "problem": "poj1704", "input": input }).to_string();
    assert_eq!(body.len(), 64 * 1024);
    let (status, text) = post(&format!("{}/api/paste", desk.base), None, &body);
    assert_eq!(status, 200, "{}", &text[..200.min(text.len())]);
    assert!(text.contains("case 1: <code>1 2 3 4 5"), "{}", &text[..200]);
    let (status, text) = post(
        &format!("{}/api/paste", desk.base),
        None,
        &format!("{body} "),
    );
    assert_eq!(
        (status, text.as_str()),
        (413, r#"{"error":"the body is longer than 65536 bytes"}"#)
    );
    // A position beyond play studies, and says why it has no game.
    let (status, v) = desk.api(
        "study",
        &json!({ "tab": tab, "problem": "poj1704", "position": "2000000" }),
    );
    assert_eq!(status, 200);
    assert!(v["parts"]["play"].as_str().unwrap().contains(
        "play: none from this position (cell 2000000 is beyond play&#39;s last cell, 1000000)"
    ));
    let (status, v) = desk.api(
        "move",
        &json!({ "tab": tab, "problem": "poj1704", "move": "2000000 1" }),
    );
    assert_eq!(
        (status, v["error"].as_str().unwrap()),
        (
            422,
            "play: none from this position (cell 2000000 is beyond play's last cell, 1000000)"
        )
    );
}

#[test]
fn sessions_are_capped_and_the_one_idle_longest_makes_way() {
    let desk = Desk::start();
    let open = |k: usize| {
        let (status, v) = desk.api("study", &json!({ "tab": format!("tab-number-{k:03}"), "problem": "hdu1907", "position": format!("{} 1", k + 2) }));
        assert_eq!(status, 200, "{v}");
        v
    };
    for k in 0..64 {
        assert!(open(k)["notice"].is_null());
    }
    // Tab 0 is the oldest; using it makes tab 1 the one idle longest.
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-000", "problem": "hdu1907" }),
    );
    assert_eq!(v["parts"]["position"], "2 1");
    assert!(open(64)["notice"].is_null());
    // Tab 1 made way: it starts again from the example, and is told so.
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-001", "problem": "hdu1907" }),
    );
    assert_eq!(v["parts"]["position"], "1 1 2");
    assert!(
        v["notice"].as_str().unwrap().starts_with(
            "this tab's session had ended (idle for 60 minutes, or the oldest of more than 64)"
        ),
        "{v}"
    );
    // Tab 0 kept its own (tab 1 coming back made tab 2 make way).
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-000", "problem": "hdu1907" }),
    );
    assert_eq!(
        (v["parts"]["position"].as_str(), v["notice"].is_null()),
        (Some("2 1"), true)
    );
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-002", "problem": "hdu1907" }),
    );
    assert!(v["notice"].is_string(), "{v}");
}

#[test]
fn over_http_50_positions_of_each_problem_are_taught_drawn_and_tabled_as_the_library_does() {
    let desk = Desk::start();
    let mut rng = Rng::new(3030);
    let mut checked_cells = 0;
    let mut chinese = 0;
    for p in PROBLEMS {
        let id = p.id;
        let tab = format!("tab-http-{id}");
        for k in 0..50 {
            let words = position(id, &mut rng, false);
            let what = format!("{id} {words} (position {k})");
            let (lines, lesson) = explained(id, &words).unwrap_or_else(|e| panic!("{what}: {e}"));
            let (status, v) = desk.api(
                "study",
                &json!({ "tab": tab, "problem": id, "position": words }),
            );
            assert_eq!(status, 200, "{what}: {v}");
            let parts = &v["parts"];
            assert_eq!(
                parts["position"],
                words.split_whitespace().collect::<Vec<_>>().join(" "),
                "{what}"
            );
            // The lesson: explain's lines, each one element.
            let lesson_html = parts["lesson"].as_str().unwrap();
            assert_eq!(
                texts(lesson_html, "<div class=\"t ", "</div>"),
                lines,
                "{what}"
            );
            // The picture: the components' values, the winning moves marked when the game is
            // played from here (and its moves searched).
            let picture = parts["picture"].as_str().unwrap();
            assert!(
                picture.starts_with("<svg ") && picture.ends_with("</svg>"),
                "{what}"
            );
            if drawn_in_order(id)
                && let Some(drawn) = attribute(picture, "data-values")
            {
                assert_eq!(drawn, joined(&values(&lesson)), "{what}");
            }
            let wins = lines
                .iter()
                .any(|l| l.starts_with("verdict: ") && l.ends_with("(the player to move wins)"));
            let play = parts["play"].as_str().unwrap();
            let playing = play.contains("data-playing=\"yes\"");
            if playing
                && attribute(picture, "data-pick").as_deref() == Some("move")
                && !lines.iter().any(|l| l.contains("not searched"))
            {
                assert_eq!(!tags_of_class(picture, "win").is_empty(), wins, "{what}");
            }
            // The game: play's own, from the position explained.
            match play_command(&lesson) {
                Some(args) => {
                    let args: Vec<&str> = args.iter().map(String::as_str).collect();
                    let mirror = session_of(&args, 200).unwrap();
                    let state = texts(play, "<pre class=\"state\"", "</pre>");
                    assert_eq!(state, [mirror.view(false).text.trim_end()], "{what}");
                }
                None => assert!(!playing, "{what}"),
            }
            // The table the lesson names, drawn: every entry the mex of the values it lists,
            // its options those of a subtraction game's rules, the components outlined.
            let table = parts["table"].as_str().unwrap();
            if let Some(cmd) = lines
                .iter()
                .find_map(|l| l.strip_prefix("its values in a table: sg_table "))
            {
                let cmd = cmd.split(" (").next().unwrap();
                assert!(
                    unescape(table).contains(&format!("sg_table {cmd}")),
                    "{what}: {cmd}"
                );
                let cells = tags_of_class(table, "cell");
                let value = |c: &str| {
                    attribute(&format!(" {c}"), "data-value").map(|v| v.parse::<u64>().unwrap())
                };
                let label = |c: &str| attribute(&format!(" {c}"), "data-label").unwrap();
                let by_label: std::collections::HashMap<String, u64> = cells
                    .iter()
                    .filter_map(|c| Some((label(c), value(c)?)))
                    .collect();
                for c in &cells {
                    let Some(v) = value(c) else { continue };
                    // Every distinct value, runs written `a-z`.
                    let options: Vec<u64> = attribute(&format!(" {c}"), "data-options")
                        .unwrap()
                        .split_whitespace()
                        .flat_map(|o| match o.split_once('-') {
                            Some((a, z)) => a.parse().unwrap()..=z.parse().unwrap(),
                            None => o.parse().unwrap()..=o.parse().unwrap(),
                        })
                        .collect();
                    assert_eq!(mex_of(&options), v, "{what}: {c}");
                    if let Some(set) = cmd.strip_prefix("subtraction ") {
                        let heap: u64 = label(c).parse().unwrap();
                        let mut expected: Vec<u64> = (set.split(' ').next().unwrap().split(','))
                            .map(|s| s.parse::<u64>().unwrap())
                            .filter(|&s| s <= heap)
                            .map(|s| match heap - s {
                                // A heap of 0 is no coin: turning x alone leaves 0.
                                0 => 0,
                                rest => by_label[&rest.to_string()],
                            })
                            .collect();
                        expected.sort_unstable();
                        expected.dedup();
                        let mut got = options.clone();
                        got.sort_unstable();
                        got.dedup();
                        assert_eq!(got, expected, "{what}: heap {heap}");
                    }
                    checked_cells += 1;
                }
                if cmd.starts_with("subtraction ") && !cells.is_empty() {
                    // The components outlined: the heaps of the position (its piles).
                    let marked: std::collections::BTreeSet<String> = tags_of_class(table, "mark")
                        .iter()
                        .map(|c| label(c))
                        .collect();
                    let skip = usize::from(id == "poj2960"); // S first
                    let heaps: std::collections::BTreeSet<String> = (words.split_whitespace())
                        .skip(skip)
                        .filter(|w| !w.contains(',') && *w != "0")
                        .map(String::from)
                        .collect();
                    assert_eq!(marked, heaps, "{what}");
                }
            }
            if k % 5 == 0 {
                in_chinese(&desk, id, &words, &what, parts, &lesson, &lines);
                chinese += 1;
            }
        }
    }
    assert!(checked_cells > 5000, "{checked_cells} entries checked");
    assert_eq!(chinese, 10 * PROBLEMS.len());
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

/// The same position studied by a tab that reads Chinese shows the same numbers as the
/// English one in `parts`: the lesson (explain's in Chinese, the same numbers as its
/// English `lines`, the same verdict), the picture's values and winning moves, the game
/// (play's, in Chinese), the table's every entry.
fn in_chinese(
    desk: &Desk,
    id: &str,
    words: &str,
    what: &str,
    parts: &Value,
    lesson: &Lesson,
    lines: &[String],
) {
    let tab = format!("tab-zh-{id}");
    let (status, v) = desk.api_zh(
        "study",
        &json!({ "tab": tab, "problem": id, "position": words }),
    );
    assert_eq!(status, 200, "{what}: {v}");
    let zh = &v["parts"];
    let part = |p: &Value, name: &str| p[name].as_str().unwrap().to_string();
    let zh_lines = texts(&part(zh, "lesson"), "<div class=\"t ", "</div>");
    let style = Style {
        lang: grundy::i18n::Lang::Zh,
        ..Style::default()
    };
    let expected: Vec<String> = (render(lesson, style).lines())
        .map(|l| l.trim_start().to_string())
        .collect();
    assert_eq!(zh_lines, expected, "{what}");
    assert_eq!(
        numbers(&zh_lines.concat()),
        numbers(&lines.concat()),
        "{what}"
    );
    let verdict = |ls: &[String], head: &str, wins: &str| {
        (ls.iter().find(|l| l.starts_with(head))).map(|l| l.ends_with(wins))
    };
    assert_eq!(
        verdict(&zh_lines, "结论：", "（先手必胜）"),
        verdict(lines, "verdict: ", "(the player to move wins)"),
        "{what}: {zh_lines:?}"
    );
    assert!(zh_lines.iter().any(|l| l.contains("SG值")), "{what}");
    // The picture: its values and its winning moves.
    let (en_pic, zh_pic) = (part(parts, "picture"), part(zh, "picture"));
    assert_eq!(
        attribute(&zh_pic, "data-values"),
        attribute(&en_pic, "data-values"),
        "{what}"
    );
    let moves = |pic: &str| -> Vec<Option<String>> {
        (tags_of_class(pic, "win").iter())
            .map(|t| attribute(&format!(" {t}"), "data-move"))
            .collect()
    };
    assert_eq!(moves(&zh_pic), moves(&en_pic), "{what}");
    // The game: play's own in Chinese.
    if let Some(args) = play_command(lesson) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut mirror = session_of(&args, 200).unwrap();
        mirror.set_lang(grundy::i18n::Lang::Zh);
        let state = texts(&part(zh, "play"), "<pre class=\"state\"", "</pre>");
        assert_eq!(state, [mirror.view(false).text.trim_end()], "{what}");
    }
    // The table: every entry's label, value and options as in English.
    let (en_table, zh_table) = (part(parts, "table"), part(zh, "table"));
    assert_eq!(
        tags_of_class(&zh_table, "cell"),
        tags_of_class(&en_table, "cell"),
        "{what}"
    );
}

#[test]
fn sixty_four_sessions_with_pasted_judge_inputs_stay_within_64_mib() {
    // Positions with the largest pictures and tables `play` draws (64 parts, tables of
    // 1 024 entries), one kind per tab, Staircase Nim's tabs with a judge input of the whole
    // body limit pasted and its 7 000 cells listed: the desk's peak resident memory, from
    // /proc, stays under the 64 MiB docs/studying.md promises for them (the largest
    // positions the desk takes: `bounds`).
    let desk = Desk::start();
    let spread: Vec<String> = (0..64).map(|k| (1 + 1000 * k).to_string()).collect();
    let piles: Vec<String> = (1..=60).map(|k| k.to_string()).collect();
    let coins: Vec<String> = (0..64).map(|k| k.to_string()).collect();
    let set: Vec<String> = (1..=100).map(|k| k.to_string()).collect();
    let heavy = [
        ("poj1704", spread.join(" ")),
        ("poj2311", "32 32".to_string()),
        ("hdu1848", "1000 999 998".to_string()),
        ("hdu1907", piles.join(" ")),
        ("poj2960", format!("{} 1000 999", set.join(","))),
        ("hdu3537", coins.join(" ")),
        ("pe459", "11".to_string()),
        ("hdu3404", "15,15 14,14 3,4".to_string()),
    ];
    let mut input = format!("1\n{}\n", 7000);
    input.push_str(
        &(1..=7000)
            .map(|c: u64| c.to_string())
            .collect::<Vec<_>>()
            .join(" "),
    );
    for k in 0..64 {
        let (problem, position) = &heavy[k % heavy.len()];
        let tab = format!("tab-memory-{k:03}");
        if *problem == "poj1704" {
            let pad = 64 * 1024 - 200 - input.len();
            let body = json!({ "tab": tab, "problem": problem, "input": format!("{input}{}", " ".repeat(pad)) });
            let (status, v) = desk.api("paste", &body);
            assert_eq!(status, 200, "{v}");
        }
        let (status, v) = desk.api(
            "study",
            &json!({ "tab": tab, "problem": problem, "position": position }),
        );
        assert_eq!(status, 200, "{problem} {position}: {v}");
        assert!(
            v["parts"]["table"].as_str().unwrap().contains("<svg "),
            "{problem}: its table drawn"
        );
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", desk.child.id())).unwrap();
    let peak_kib: u64 = (status.lines())
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc");
    assert!(peak_kib < 64 * 1024, "the desk peaked at {peak_kib} KiB");
}

/// Reads what a problem's page shows: the lesson's lines, the picture, the game.
const READ: &str = "
  const svg = document.querySelector('#picture svg');
  const game = document.querySelector('#play [data-playing]');
  const text = (q) => [...document.querySelectorAll(q)].map((e) => e.textContent);
  return {
    answers: Number(document.body.dataset.answers || 0),
    version: Number(document.body.dataset.version || 0),
    busy: document.body.dataset.busy || '',
    refusal: document.getElementById('error').textContent,
    position: document.getElementById('position').value,
    lines: text('#lesson .line .t'),
    values: svg && svg.dataset.values !== undefined ? svg.dataset.values : null,
    pick: svg ? svg.dataset.pick : null,
    wins: document.querySelectorAll('#picture .win').length,
    targets: [...document.querySelectorAll('#picture .target')].map((t) => t.dataset.move || t.dataset.coin || ''),
    heads: [...document.querySelectorAll('#picture .heads')].map((t) => t.dataset.coin || ''),
    playing: game ? game.dataset.playing : null,
    over: game ? game.dataset.over : null,
    state: text('#play pre.state').join(''),
    log: text('#play .log li'),
    said: text('#play .said .t'),
    ending: text('#play .ending .t'),
    table: document.querySelectorAll('#table .cell').length,
    tabletext: document.getElementById('table').textContent,
    marked: document.querySelectorAll('#table .cell.mark').length,
    hidden: document.querySelectorAll('.hidden-note').length,
  };";

/// Runs `action` (a script that makes the page send one request) and waits for its
/// answer; then what the page shows.
fn answered(b: &webdriver::Browser, action: &str) -> Value {
    let script = format!(
        "const done = arguments[arguments.length - 1];
         const before = Number(document.body.dataset.answers || 0);
         {action}
         const start = Date.now();
         const wait = () => {{
           if (Number(document.body.dataset.answers || 0) > before && !document.body.dataset.busy) {{
             done((() => {{ {READ} }})());
           }} else if (Date.now() - start > 20000) {{
             done(null);
           }} else {{
             setTimeout(wait, 2);
           }}
         }};
         wait();"
    );
    let v = b.script_async(&script);
    assert!(!v.is_null(), "no answer to {action}");
    v
}

/// Studies `words` through the page's form.
fn study(b: &webdriver::Browser, words: &str) -> Value {
    answered(
        b,
        &format!(
            "document.getElementById('position').value = {};
             document.querySelector('#study-form button').click();",
            json!(words)
        ),
    )
}

/// Clicks (with WebDriver) what makes one request, and waits for its answer: a button as
/// WebDriver aims, a target of the picture where it is on top.
fn clicked(b: &webdriver::Browser, css: &str) -> Value {
    let before = b.script(READ)["answers"].as_u64().unwrap();
    match css.starts_with("#picture ") {
        true => b.click_on(css),
        false => b.click(css),
    }
    wait_for(PATIENCE, &format!("the answer to a click on {css}"), || {
        let v = b.script(READ);
        (v["answers"].as_u64().unwrap() > before && v["busy"] == "").then_some(v)
    })
}

/// A value's JSON text as a CSS attribute value.
fn attr(v: &str) -> String {
    json!(v).to_string()
}

/// Plays `text` (a move in `play`'s words, as the picture's targets carry it) by clicks on
/// the picture of kind `pick`: one target, the coins then `turn`, or a rectangle's two
/// corners; what the page shows after its answer.
fn click_move(b: &webdriver::Browser, pick: &str, text: &str) -> Value {
    match pick {
        "move" => clicked(b, &format!("#picture .target[data-move={}]", attr(text))),
        "coins" => {
            for coin in text.split(' ') {
                b.click_on(&format!("#picture .target[data-coin={}]", attr(coin)));
            }
            clicked(b, "#turn")
        }
        "pair" => {
            let (from, to) = text.split_once(" to ").unwrap();
            b.click_on(&format!("#picture .target[data-coin={}]", attr(from)));
            clicked(b, &format!("#picture .target[data-coin={}]", attr(to)))
        }
        _ => panic!("no moves on a picture of kind {pick}"),
    }
}

/// The cells of a move's words: `(0, 1)` → `0,1`.
fn cells(words: &str) -> Vec<String> {
    words
        .split('(')
        .skip(1)
        .map(|c| c.split(')').next().unwrap().replace(' ', ""))
        .collect()
}

/// The move text the picture sends for a winning move `words` (the hint's), given the
/// picture's targets: a one-click target whose words they are, the coins they name, or a
/// rectangle's opposite corners.
fn move_text(b: &webdriver::Browser, pick: &str, words: &str) -> String {
    match pick {
        "move" => {
            let css = format!("#picture .target[data-words={}]", attr(words));
            let found = b.script(&format!(
                "const t = document.querySelector({}); return t ? t.dataset.move : null;",
                json!(css)
            ));
            found
                .as_str()
                .unwrap_or_else(|| panic!("no target for {words}"))
                .to_string()
        }
        "coins" => {
            let rest = words
                .trim_start_matches("turn ")
                .trim_start_matches("coins ")
                .trim_start_matches("coin ");
            match rest.split_once(" to ") {
                Some((a, z)) => {
                    let (a, z): (u64, u64) = (a.parse().unwrap(), z.parse().unwrap());
                    (a..=z).map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
                }
                None => rest.replace(" and ", " ").replace(',', ""),
            }
        }
        "pair" => {
            let c = cells(words);
            format!("{} to {}", c[0], c[c.len() - 1])
        }
        _ => panic!("{pick}"),
    }
}

/// The page's game is the mirror's: the position with its values and verdict, the moves.
fn same_game(page: &Value, mirror: &dyn Session, practice: bool, what: &str) {
    let view = mirror.view(practice);
    assert_eq!(page["state"], view.text.trim_end(), "{what}");
    let log: Vec<String> = view.log.iter().map(|l| l.trim_end().to_string()).collect();
    assert_eq!(page["log"], json!(log), "{what}");
    let ending: Vec<&str> = view.ending.iter().flat_map(|e| e.lines()).collect();
    assert_eq!(page["ending"], json!(ending), "{what}");
}

/// Plays problem `id`'s position `words` on its page by clicks, as the mirror (the same
/// game, from the library) says: winning moves from a won start, any legal move from a lost
/// one (then every answer of the computer leaves the student a lost position). Returns the
/// number of moves played.
fn play_out(b: &webdriver::Browser, id: &str, words: &str, won: bool) -> usize {
    let what = format!("{id} {words}");
    let page = study(b, words);
    let (_, lesson) = explained(id, words).unwrap();
    let args = play_command(&lesson).unwrap_or_else(|| panic!("{what}: not playable"));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut mirror = session_of(&args, 200).unwrap();
    same_game(&page, mirror.as_ref(), false, &what);
    let mut page = page;
    let mut moves = 0;
    while page["over"] == "false" {
        let pick = page["pick"].as_str().unwrap().to_string();
        let state = page["state"].as_str().unwrap().to_string();
        let text = if won {
            assert!(
                state.contains(": a win for the player to move (you)"),
                "{what}: {state}"
            );
            let Reply::Said(hint) = mirror.answer("hint", false) else {
                panic!("no hint")
            };
            let words = hint
                .lines()
                .next()
                .unwrap()
                .strip_prefix("hint: ")
                .unwrap()
                .to_string();
            move_text(b, &pick, &words)
        } else {
            assert!(
                !state.contains(": a win for the player to move (you)"),
                "{what}: {state}"
            );
            any_move(&page, &pick, id)
        };
        page = click_move(b, &pick, &text);
        assert_eq!(page["refusal"], "", "{what}: {text}");
        assert!(
            matches!(mirror.answer(&text, false), Reply::Moved(_)),
            "{what}: {text}"
        );
        same_game(
            &page,
            mirror.as_ref(),
            false,
            &format!("{what} after {text}"),
        );
        moves += 1;
        assert!(moves < 60, "{what}: the game goes on");
    }
    let end = page["ending"][0].as_str().unwrap();
    if won {
        assert!(end.ends_with("; you win."), "{what}: {end}");
    } else {
        assert!(end.ends_with("; I win."), "{what}: {end}");
    }
    moves
}

/// A legal move of the student's, from the picture: a target (the first, or one half way),
/// the last head turned alone, a head's rectangle from (0, 0) (Turning Corners) or alone
/// (a product: every game of the suite's products has runs of 1 both ways).
fn any_move(page: &Value, pick: &str, id: &str) -> String {
    let targets: Vec<&str> = page["targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    let heads: Vec<&str> = page["heads"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    match pick {
        "move" => targets[targets.len() / 2].to_string(),
        "coins" => heads.last().unwrap().to_string(),
        "pair" if id == "pe459" => format!("{0} to {0}", heads[0]),
        "pair" => {
            let head = heads
                .iter()
                .find(|h| !h.starts_with("0,") && !h.ends_with(",0"))
                .expect("a light that can move");
            format!("0,0 to {head}")
        }
        _ => panic!("{pick}"),
    }
}

#[test]
fn in_a_browser_every_position_is_taught_drawn_and_played_as_the_tools_do() {
    let test = "in_a_browser_every_position_is_taught_drawn_and_played_as_the_tools_do";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => return common::skip::skip("study_web", test, &why, webdriver::GET_CHROMIUM),
    };
    let started = Instant::now();
    let scratch = web::scratch("study-browser");
    let desk = Desk::start();
    let b = webdriver::Browser::start(&chromium, &driver, &scratch.join("browser"));
    b.size(1300, 1500);
    let shots = scratch.join("shots");
    std::fs::create_dir_all(&shots).unwrap();
    let mut rng = Rng::new(30);
    let (mut taught, mut played) = (0, 0);
    for p in PROBLEMS {
        let id = p.id;
        b.go(&format!("{}/p/{id}", desk.base));
        let first = wait_for(PATIENCE, "the page's first answer", || {
            let v = b.script(READ);
            (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(v)
        });
        // The example, as explain teaches it; its screenshot.
        let (lines, _) = explained(id, first["position"].as_str().unwrap()).unwrap();
        assert_eq!(first["lines"], json!(lines), "{id}");
        let png = b.screenshot();
        assert!(png.starts_with(b"\x89PNG") && png.len() > 20_000, "{id}");
        std::fs::write(shots.join(format!("study-{id}.png")), &png).unwrap();
        // A few seeded positions typed in the form: every line of the lesson is explain's,
        // the picture's values are the components' (the HTTP test checks 50 of each).
        for k in 0..2 {
            let words = position(id, &mut rng, false);
            let page = study(&b, &words);
            let what = format!("{id} {words} (position {k})");
            let (lines, lesson) = explained(id, &words).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(page["refusal"], "", "{what}");
            assert_eq!(page["lines"], json!(lines), "{what}");
            if drawn_in_order(id) && page["values"].is_string() {
                assert_eq!(page["values"], json!(joined(&values(&lesson))), "{what}");
            }
            taught += 1;
        }
        // Bad positions: explain's error, nothing else changed.
        let before = b.script(READ);
        for bad in bad_positions(id) {
            let page = study(&b, bad);
            let out = common::run_bin_args(
                "explain",
                &[&[id][..], &bad.split(' ').collect::<Vec<_>>()].concat(),
                b"",
            );
            let line = String::from_utf8(out.stderr).unwrap();
            assert_eq!(
                format!("error: {}\n", page["refusal"].as_str().unwrap()),
                line,
                "{id} {bad}"
            );
            assert_eq!(page["lines"], before["lines"], "{id} {bad}");
            assert_eq!(page["state"], before["state"], "{id} {bad}");
            assert_eq!(page["version"], before["version"], "{id} {bad}");
        }
        // The game, by clicks: from a won start to the end, and from a lost start.
        let mut starts = (None, None);
        for _ in 0..2000 {
            let words = position(id, &mut rng, true);
            let (lines, lesson) = explained(id, &words).unwrap();
            let Some(args) = play_command(&lesson) else {
                continue;
            };
            // Won or lost as the game says (the nim product's lesson has no verdict).
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let view = session_of(&args, 200).unwrap().view(false);
            let wins = view.text.contains(": a win for the player to move (you)");
            let moves = !lines.iter().any(|l| {
                l.contains("there is no move at all") || l.contains("no disk, so no move")
            });
            match (wins, &starts) {
                (true, (None, _)) => starts.0 = Some(words),
                (false, (_, None)) if moves => starts.1 = Some(words),
                _ => {}
            }
            if starts.0.is_some() && starts.1.is_some() {
                break;
            }
        }
        let won = starts
            .0
            .unwrap_or_else(|| panic!("{id}: no won start among 2000 positions"));
        played += play_out(&b, id, &won, true);
        // A single product (a light at (a, b)) is lost only where it has no move at all.
        match (&starts.1, id) {
            (Some(lost), _) => played += play_out(&b, id, lost, false),
            (None, "nim_product_64") => {}
            (None, _) => panic!("{id}: no lost start with a move among 2000 positions"),
        }
    }
    pasted_cases_are_taught_as_explain_teaches_them(&b, &desk);
    undo_and_practice(&b, &desk);
    hovers(&b, &desk);
    bounds::a_heavy_position_waits_with_its_place_shown(&b, &desk);
    if std::env::var_os("GRUNDY_SCREENSHOTS").is_some() {
        let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
        for p in PROBLEMS {
            let name = format!("study-{}.png", p.id);
            std::fs::copy(shots.join(&name), docs.join(&name)).unwrap();
        }
    }
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!(
            "\nstudy_web: {taught} positions taught and {played} moves clicked in one browser in {:.1} s\n",
            started.elapsed().as_secs_f64()
        )
        .as_bytes(),
    );
}

/// What a page shows of its language: the page's `lang`, its header, the hint button, the
/// lesson and the game as the page shows them.
const LANGUAGE: &str = "
  return {
    lang: document.documentElement.lang,
    answers: Number(document.body.dataset.answers || 0),
    busy: document.body.dataset.busy || '',
    heading: (document.querySelector('h1') || {}).textContent || '',
    back: (document.querySelector('.back') || {}).textContent || '',
    hint: (document.getElementById('hint') || {}).textContent || '',
    pressed: (document.querySelector('.langs [aria-pressed=true]') || {}).textContent || '',
    lines: [...document.querySelectorAll('#lesson .line .t')].map((e) => e.textContent),
    state: [...document.querySelectorAll('#play pre.state')].map((e) => e.textContent).join(''),
    values: (document.querySelector('#picture svg') || {dataset: {}}).dataset.values || '',
  };";

/// Waits until the page in `b` is in `lang` (`en`, `zh-CN`) and, on a problem's page, has
/// its first answer; then what it shows.
fn page_in(b: &webdriver::Browser, lang: &str, problem: bool) -> Value {
    wait_for(PATIENCE, &format!("a page in {lang}"), || {
        let v = b.script(LANGUAGE);
        let ready = !problem || (v["answers"].as_u64() >= Some(1) && v["busy"] == "");
        (v["lang"] == lang && ready).then_some(v)
    })
}

/// A browser that asks for Chinese (`Accept-Language: zh-CN,zh`) gets the desk in Chinese,
/// with the numbers of the English page; the switch turns a page to English, and the
/// choice is kept (a reload, another page); switched back, the page is Chinese again.
#[test]
fn a_browser_asking_for_chinese_gets_the_desk_in_chinese_and_its_switch_is_kept() {
    let test = "a_browser_asking_for_chinese_gets_the_desk_in_chinese_and_its_switch_is_kept";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => return common::skip::skip("study_web", test, &why, webdriver::GET_CHROMIUM),
    };
    let scratch = web::scratch("study-chinese");
    let desk = Desk::start();
    let b = webdriver::Browser::start_in(&chromium, &driver, &scratch.join("browser"), "zh-CN,zh");
    b.size(1300, 1500);
    let url = format!("{}/p/hdu1907", desk.base);
    b.go(&url);
    let zh = page_in(&b, "zh-CN", true);
    assert_eq!(zh["back"], "全部题目", "{zh}");
    assert_eq!(zh["hint"], "提示", "{zh}");
    assert_eq!(zh["pressed"], "中文", "{zh}");
    let lines: Vec<&str> = (zh["lines"].as_array().unwrap().iter())
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(lines.iter().any(|l| l.contains("反Nim博弈")), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("异或和")), "{lines:?}");
    assert!(zh["state"].as_str().unwrap().contains("SG值"), "{zh}");
    let png = b.screenshot();
    assert!(png.starts_with(b"\x89PNG") && png.len() > 20_000);
    if std::env::var_os("GRUNDY_SCREENSHOTS").is_some() {
        let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/zh-CN");
        std::fs::create_dir_all(&docs).unwrap();
        std::fs::write(docs.join("study-hdu1907.png"), &png).unwrap();
    }
    // The switch: English, the same numbers.
    b.click("[data-lang=en]");
    let en = page_in(&b, "en", true);
    assert_eq!(
        (en["back"].as_str(), en["hint"].as_str()),
        (Some("all problems"), Some("Hint"))
    );
    assert_eq!(en["pressed"], "EN");
    assert!(
        en["state"].as_str().unwrap().contains("Grundy values"),
        "{en}"
    );
    assert_eq!(en["values"], zh["values"]);
    let digits = |v: &Value| numbers(&v["lines"].to_string());
    assert_eq!(digits(&en), digits(&zh));
    // Kept: loaded again, and on the index, the page stays English.
    b.go(&url);
    page_in(&b, "en", true);
    b.go(&format!("{}/", desk.base));
    let index = page_in(&b, "en", false);
    assert_eq!(index["heading"], "The study desk");
    // Switched back on the index: Chinese again, there and on the problem's page.
    b.click("[data-lang=zh]");
    let index = page_in(&b, "zh-CN", false);
    assert_eq!(index["heading"], "学习台");
    b.go(&url);
    page_in(&b, "zh-CN", true);
}

/// A judge input pasted lists its cases; a case clicked is taught as explain teaches it;
/// a judge input explain refuses shows the explain binary's error line and changes nothing.
fn pasted_cases_are_taught_as_explain_teaches_them(b: &webdriver::Browser, desk: &Desk) {
    b.go(&format!("{}/p/poj2960", desk.base));
    wait_for(PATIENCE, "the page", || {
        let v = b.script(READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(())
    });
    let input = "2 2 5\n3\n2 5 12\n3 2 4 7\n0\n1 3\n1\n1 4\n0\n";
    let page = answered(
        b,
        &format!(
            "document.getElementById('paste').value = {};
             document.querySelector('#paste-form button').click();",
            json!(input)
        ),
    );
    assert_eq!(page["refusal"], "");
    let listed = b.script(
        "return [...document.querySelectorAll('#cases [data-case]')].map((c) => c.textContent);",
    );
    assert_eq!(
        listed,
        json!([
            "case 1, position 1 (S = {2, 5}): 2,5 5 12",
            "case 1, position 2 (S = {2, 5}): 2,5 2 4 7",
            "case 1, position 3 (S = {2, 5}): 2,5",
            "case 2, position 1 (S = {3}): 3 4"
        ])
    );
    let page = clicked(b, "#cases [data-case=\"1\"]");
    let (lines, _) = explained("poj2960", "2,5 2 4 7").unwrap();
    assert_eq!(page["lines"], json!(lines));
    assert_eq!(page["position"], "2,5 2 4 7");
    let bad = "1 2\n1\n2 3\n";
    let out = common::run_bin_args("explain", &["poj2960"], bad.as_bytes());
    let line = String::from_utf8(out.stderr).unwrap();
    let page = answered(
        b,
        &format!(
            "document.getElementById('paste').value = {};
             document.querySelector('#paste-form button').click();",
            json!(bad)
        ),
    );
    assert_eq!(
        format!("error: {}\n", page["refusal"].as_str().unwrap()),
        line
    );
    assert_eq!(page["lines"], json!(lines));
}

/// Hovering over a table's entry lists the values its moves leave and their mex (the
/// Fibonacci game's, checked by the rules once more); hovering over a target of the picture
/// says the move in words.
fn hovers(b: &webdriver::Browser, desk: &Desk) {
    b.go(&format!("{}/p/hdu1848", desk.base));
    wait_for(PATIENCE, "the page", || {
        let v = b.script(READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(())
    });
    let page = study(b, "4 7 9");
    assert_eq!(page["marked"], 3, "the three piles outlined");
    // The Fibonacci game's values by its rules: take 1, 2, 3, 5 or 8 from a pile of 9 or less.
    let mut g = [0u64; 10];
    for n in 1..10 {
        let options: Vec<u64> = [1, 2, 3, 5, 8]
            .iter()
            .filter(|&&f| f <= n)
            .map(|&f| g[n - f])
            .collect();
        g[n] = mex_of(&options);
    }
    for pile in [4usize, 7, 9] {
        b.hover(&format!("#table .cell[data-label=\"{pile}\"]"));
        let shown = wait_for(PATIENCE, "the entry's hover line", || {
            let t = b.script("return document.getElementById('table-hover').textContent;");
            let t = t.as_str().unwrap().to_string();
            t.starts_with(&format!("coin {pile}: ")).then_some(t)
        });
        let mut options: Vec<u64> = [1, 2, 3, 5, 8]
            .iter()
            .filter(|&&f| f <= pile)
            .map(|&f| g[pile - f])
            .collect();
        options.sort_unstable();
        options.dedup();
        let listed: Vec<String> = options.iter().map(u64::to_string).collect();
        let moves = [1, 2, 3, 5, 8].iter().filter(|&&f| f <= pile).count();
        assert_eq!(
            shown,
            format!(
                "coin {pile}: worth {} = mex{{{}}}, the values its {moves} moves leave",
                g[pile],
                listed.join(", ")
            )
        );
    }
    b.hover("#picture .target[data-move=\"2 3\"]");
    let said = wait_for(PATIENCE, "the target's hover line", || {
        let t = b.script("return document.getElementById('hover').textContent;");
        let t = t.as_str().unwrap().to_string();
        (!t.is_empty()).then_some(t)
    });
    let words = b.script(
        "return document.querySelector('#picture .target[data-move=\"2 3\"]').dataset.words;",
    );
    assert_eq!(json!(said), words);
    assert!(said.contains('3'), "{said}");
}

/// Undo takes back the student's move and the answer; practice hides the values, the
/// verdicts, the winning marks, the lesson and the table, and a hint still comes.
fn undo_and_practice(b: &webdriver::Browser, desk: &Desk) {
    b.go(&format!("{}/p/hdu1907", desk.base));
    wait_for(PATIENCE, "the page", || {
        let v = b.script(READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(())
    });
    let start = study(b, "3 4 5");
    let mut mirror = session_of(&["misere", "3", "4", "5"], 200).unwrap();
    same_game(&start, mirror.as_ref(), false, "misère 3 4 5");
    let page = clicked(b, "#picture .target[data-move=\"1 2\"]");
    assert!(matches!(mirror.answer("1 2", false), Reply::Moved(_)));
    same_game(&page, mirror.as_ref(), false, "after 1 2");
    assert_eq!(page["log"].as_array().unwrap().len(), 2);
    let page = clicked(b, "#undo");
    assert!(matches!(mirror.answer("undo", false), Reply::Said(_)));
    same_game(&page, mirror.as_ref(), false, "after undo");
    assert_eq!(page["state"], start["state"]);
    assert!(
        page["said"][0]
            .as_str()
            .unwrap()
            .starts_with("taken back: move 1 (you): take 2 stones from heap 1; move 2 (me): ")
    );
    // Practice.
    let page = clicked(b, "#practice");
    assert_eq!(page["hidden"], 2, "the lesson and the table hidden");
    assert_eq!(page["lines"], json!([]));
    assert_eq!(
        (page["values"].is_null(), page["wins"].as_u64()),
        (true, Some(0))
    );
    same_game(&page, mirror.as_ref(), true, "practice");
    assert!(!page["state"].as_str().unwrap().contains("Grundy values"));
    let page = clicked(b, "#hint");
    let Reply::Said(hint) = mirror.answer("hint", true) else {
        panic!()
    };
    let said: Vec<&str> = hint.lines().collect();
    assert_eq!(page["said"], json!(said));
    assert!(!hint.contains("why"), "{hint}");
    let page = clicked(b, "#practice");
    assert_eq!(page["hidden"], 0);
    assert!(page["state"].as_str().unwrap().contains("Grundy values"));
    assert!(!page["lines"].as_array().unwrap().is_empty());
}
