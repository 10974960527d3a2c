//! A served referee for the tests (`xor_trie_referee --serve` on a loopback port, its
//! terminal driven through a pipe), an HTTP client for its pages, and a small W3C
//! WebDriver client for headless Chromium. Every wait is bounded.
// Each test file that includes this module uses a part of it.
#![allow(dead_code)]

use crate::common::{TempDir, bin_path};
use grundy::xor_trie::protocol::Live;
use grundy::xor_trie::{Place, Seat};
use serde_json::Value;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long anything may take before a test fails (generous: the machine is shared).
pub const PATIENCE: Duration = Duration::from_secs(20);

/// Polls `f` every few milliseconds until it gives `Some`, for at most `within`.
pub fn wait_for<T>(within: Duration, what: &str, mut f: impl FnMut() -> Option<T>) -> T {
    wait_or(within, what, &mut f, String::new)
}

/// [`wait_for`], saying what `why()` tells when the wait fails.
pub fn wait_or<T>(
    within: Duration,
    what: &str,
    f: impl FnMut() -> Option<T>,
    why: impl Fn() -> String,
) -> T {
    crate::common::poll(within, f)
        .unwrap_or_else(|| panic!("waited {within:?} for {what} {}", why()))
}

/// What follows the live session's prompt at the start of `line` (`> `, or one naming what
/// is awaited: `r1 setup> `, `r1 t7 seat 3> `), if it starts with one.
pub fn after_prompt(line: &str) -> Option<&str> {
    let (head, rest) = line.split_once("> ")?;
    let named =
        head.starts_with('r') && head.bytes().all(|b| b.is_ascii_alphanumeric() || b == b' ');
    (head.is_empty() || named).then_some(rest)
}

/// A fresh directory for one test (removed first if a previous run left it), removed again
/// when the guard is dropped, so a test that fails leaves it behind no more than one that
/// passes. Declared before what runs in it (servers, browsers), it is dropped after them.
pub fn scratch(name: &str) -> TempDir {
    TempDir::new(&format!("web-{name}"))
}

/// An HTTP client that returns every status (no status is an error) and gives up after
/// [`PATIENCE`].
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(PATIENCE))
        .build()
        .into()
}

/// `GET url` (with a seat token if given): the status and the body.
pub fn get(url: &str, token: Option<&str>) -> (u16, String) {
    get_in(url, token, None)
}

/// `GET url` (with a seat token if given), asking for `language` (an `Accept-Language`
/// header) if given: the status and the body.
pub fn get_in(url: &str, token: Option<&str>, language: Option<&str>) -> (u16, String) {
    let mut req = agent().get(url);
    if let Some(l) = language {
        req = req.header("Accept-Language", l);
    }
    if let Some(t) = token {
        req = req.header("X-Seat-Token", t);
    }
    let mut r = req.call().unwrap_or_else(|e| panic!("GET {url}: {e}"));
    let status = r.status().as_u16();
    (status, r.body_mut().read_to_string().unwrap())
}

/// `POST url` with `body` (and a seat token if given): the status and the body.
pub fn post(url: &str, token: Option<&str>, body: &str) -> (u16, String) {
    let mut req = agent().post(url).header("Content-Type", "application/json");
    if let Some(t) = token {
        req = req.header("X-Seat-Token", t);
    }
    let mut r = req.send(body).unwrap_or_else(|e| panic!("POST {url}: {e}"));
    let status = r.status().as_u16();
    (status, r.body_mut().read_to_string().unwrap())
}

/// A running `xor_trie_referee --serve`: its terminal's standard input, and what it wrote
/// (standard output and standard error), gathered by threads.
pub struct Served {
    child: Child,
    stdin: ChildStdin,
    out: Arc<Mutex<String>>,
    /// Standard output alone, as it comes (the prompt open at the end included).
    stdout: Arc<Mutex<String>>,
    /// The threads gathering standard output and standard error (they end with the pipes).
    readers: Vec<std::thread::JoinHandle<()>>,
    /// The session log.
    pub log: PathBuf,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
}

impl Served {
    /// Starts a served session with `args` (`--save LOG` or `--resume LOG` among them) on
    /// `addr`, and waits for its board link.
    pub fn start(addr: &str, args: &[&str], log: &Path) -> Served {
        Served::start_with(addr, args, log, |_| {})
    }

    /// [`Served::start`], the command first given to `prepare` (limits set in the child,
    /// the environment).
    pub fn start_with(
        addr: &str,
        args: &[&str],
        log: &Path,
        prepare: impl FnOnce(&mut Command),
    ) -> Served {
        let mut command = Command::new(bin_path("xor_trie_referee"));
        command
            .arg("--serve")
            .arg(addr)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        prepare(&mut command);
        let mut child = command.spawn().expect("xor_trie_referee starts");
        let out = Arc::new(Mutex::new(String::new()));
        let stdout = Arc::new(Mutex::new(String::new()));
        let mut readers = Vec::new();
        for (pipe, raw) in [
            (
                Box::new(child.stdout.take().unwrap()) as Box<dyn Read + Send>,
                Some(stdout.clone()),
            ),
            (Box::new(child.stderr.take().unwrap()), None),
        ] {
            let out = out.clone();
            readers.push(std::thread::spawn(move || {
                // Whole lines go to `out` (so that the two pipes' lines never mix); standard
                // output also goes to `raw` as it comes, a prompt without its newline
                // included. (A character cut between two reads shows as U+FFFD in `raw`.)
                let mut pipe = pipe;
                let mut pending = Vec::new();
                let mut buf = [0u8; 8192];
                while let Ok(n) = pipe.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    pending.extend_from_slice(&buf[..n]);
                    if let Some(end) = pending.iter().rposition(|&b| b == b'\n') {
                        let lines: Vec<u8> = pending.drain(..=end).collect();
                        out.lock()
                            .unwrap()
                            .push_str(&String::from_utf8_lossy(&lines));
                    }
                    // After `out`: once a prompt shows here, the lines before it are there.
                    if let Some(raw) = &raw {
                        raw.lock()
                            .unwrap()
                            .push_str(&String::from_utf8_lossy(&buf[..n]));
                    }
                }
                out.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&pending));
            }));
        }
        let stdin = child.stdin.take().unwrap();
        let mut served = Served {
            child,
            stdin,
            out,
            stdout,
            readers,
            log: log.to_path_buf(),
            base: String::new(),
        };
        // The banner (the board's link, the seats' on a resumed session) is whole once the
        // first prompt follows it.
        wait_for(PATIENCE, "the first prompt", || {
            (served.prompts() > 0).then_some(())
        });
        served.base = served
            .output()
            .lines()
            .find_map(|l| l.strip_prefix("board "))
            .map(|l| l.trim_end_matches('/').to_string())
            .unwrap_or_else(|| panic!("no board link: {}", served.output()));
        served
    }

    /// The prompts shown so far, the one open at the end included. A prompt starts a line
    /// (a transcript's `->` does not); the banner's first line is none.
    fn prompts(&self) -> usize {
        let stdout = self.stdout.lock().unwrap();
        stdout
            .split('\n')
            .skip(1)
            .filter(|l| after_prompt(l).is_some())
            .count()
    }

    /// All it wrote so far.
    pub fn output(&self) -> String {
        self.out.lock().unwrap().clone()
    }

    /// Types `line` at the terminal and waits for its answer: the prompt that follows it
    /// (the whole answer is written before it). An action applied from a page also ends
    /// with a prompt: one applied just before must have been gathered first
    /// ([`Served::act`] waits for it; see [`Served::wait_echoes`]).
    pub fn type_line(&mut self, line: &str) {
        let before = self.prompts();
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        wait_for(PATIENCE, &format!("the answer to {line:?}"), || {
            (self.prompts() > before).then_some(())
        });
    }

    /// Types `line`, which the referee refuses, and waits for its `error:` line (on
    /// standard error; standard output shows only the prompt again, on the same line).
    pub fn type_refused(&mut self, line: &str) {
        let errors = |s: &Served| s.output().matches("error: ").count();
        let before = errors(self);
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        wait_for(PATIENCE, &format!("the refusal of {line:?}"), || {
            (errors(self) > before).then_some(())
        });
    }

    /// The seats' links printed so far: `(seat, link)`.
    pub fn seat_links(&self) -> Vec<(usize, String)> {
        self.output()
            .lines()
            .filter_map(|l| {
                // A piped terminal shows the prompt before the answer, on the same line.
                let rest = after_prompt(l).unwrap_or(l).strip_prefix("seat ")?;
                let (seat, link) = rest.split_once(' ')?;
                link.starts_with("http://")
                    .then(|| (seat.parse().ok(), link.to_string()))
                    .and_then(|(s, l)| Some((s?, l)))
            })
            .collect()
    }

    /// The token of each seat, seat 1 first, from the links printed.
    pub fn tokens(&self) -> Vec<String> {
        let mut links = self.seat_links();
        links.sort();
        links.dedup();
        links
            .iter()
            .map(|(_, l)| l.rsplit('/').next().unwrap().to_string())
            .collect()
    }

    /// `GET base+path`.
    pub fn get(&self, path: &str, token: Option<&str>) -> (u16, String) {
        get(&format!("{}{path}", self.base), token)
    }

    /// `GET base+path` from a browser that reads Chinese (`Accept-Language: zh-CN`).
    pub fn get_zh(&self, path: &str, token: Option<&str>) -> (u16, String) {
        get_in(
            &format!("{}{path}", self.base),
            token,
            Some("zh-CN,zh;q=0.9"),
        )
    }

    /// The version of the game as `token`'s seat page sees it now.
    pub fn version(&self, token: &str) -> u64 {
        let (status, body) = self.get("/api/seat", Some(token));
        assert_eq!(status, 200, "{body}");
        let view: serde_json::Value = serde_json::from_str(&body).unwrap();
        view["version"].as_u64().expect("a view's version")
    }

    /// A seat page's action, pressed on the view as it is now: `POST /api/act
    /// {"action": action, "version": V}` with `token`.
    pub fn act(&self, token: &str, action: &str) -> (u16, String) {
        self.act_at(token, action, self.version(token))
    }

    /// A seat page's action pressed on the view of `version`. An action applied is echoed at
    /// the terminal before it is answered; this waits until the echo is gathered too (see
    /// [`Served::wait_echoes`]).
    pub fn act_at(&self, token: &str, action: &str, version: u64) -> (u16, String) {
        let echoed = self.echoes();
        let body = serde_json::json!({ "action": action, "version": version }).to_string();
        let (status, body) = post(&format!("{}/api/act", self.base), Some(token), &body);
        if status == 200 {
            self.wait_echoes(echoed + 1);
        }
        (status, body)
    }

    /// The pages' actions echoed at the terminal so far.
    pub fn echoes(&self) -> usize {
        self.output().matches("    (from seat ").count()
    }

    /// Waits until `n` pages' actions were echoed at the terminal. The echo ends the line
    /// of the prompt open at the terminal, which [`Served::type_line`] counts: a line typed
    /// after an action applied must wait for its echo first, or it could count the echo's
    /// prompt as its own answer.
    pub fn wait_echoes(&self, n: usize) {
        wait_for(PATIENCE, &format!("{n} actions echoed"), || {
            (self.echoes() >= n).then_some(())
        });
    }

    /// The process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// True while the process runs.
    pub fn running(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    /// The session log's lines that are not comments.
    pub fn log_lines(&self) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(str::to_string)
            .collect()
    }

    /// Kills the process at once (`kill -9`).
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Types `quit` and waits for the process to end.
    pub fn quit(mut self) -> String {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        wait_for(PATIENCE, "the session to end", || {
            self.child.try_wait().unwrap()
        });
        // Everything it wrote is gathered once its pipes are closed.
        for reader in std::mem::take(&mut self.readers) {
            reader.join().unwrap();
        }
        self.output()
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The views a stream (`/events/...`) pushed, gathered by a thread until the stream ends
/// or sends the session's last view (`"over": true`), where it is closed, as a page closes it.
pub struct Stream {
    views: Arc<Mutex<Vec<String>>>,
}

impl Stream {
    /// Opens the stream at `url` and gathers its views.
    pub fn open(url: &str) -> Stream {
        Stream::open_in(url, "en")
    }

    /// Opens the stream at `url` for a browser asking for `language` (`Accept-Language`).
    pub fn open_in(url: &str, language: &str) -> Stream {
        let views = Arc::new(Mutex::new(Vec::new()));
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(120)))
            .build()
            .into();
        let r = agent
            .get(url)
            .header("Accept-Language", language)
            .call()
            .expect("the stream opens");
        assert_eq!(r.status().as_u16(), 200, "{url}");
        let gathered = views.clone();
        std::thread::spawn(move || {
            let reader = BufReader::new(r.into_body().into_reader());
            for line in reader.lines() {
                let Ok(line) = line else { break };
                if let Some(view) = line.strip_prefix("data: ") {
                    gathered.lock().unwrap().push(view.to_string());
                    // The session's last view: a page closes its stream there.
                    if view.contains("\"over\":true") {
                        break;
                    }
                }
            }
        });
        Stream { views }
    }

    /// The views pushed so far.
    pub fn views(&self) -> Vec<String> {
        self.views.lock().unwrap().clone()
    }
}

/// The lines of a script, comments and blank lines dropped.
pub fn lines(script: &str) -> Vec<String> {
    script
        .lines()
        .map(|l| l.split('#').next().unwrap().trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// An action line's seat (none for `pass`) and the words after it.
pub fn action(line: &str) -> Option<(Option<usize>, String)> {
    let (first, rest) = line.split_once(' ').unwrap_or((line, ""));
    match first.parse::<usize>() {
        Ok(seat) => Some((Some(seat), rest.to_string())),
        Err(_) if first == "pass" => Some((None, "pass".into())),
        Err(_) => None,
    }
}

/// The engine after `lines`, each applied.
pub fn replay(lines: &[String]) -> Live {
    let mut live = Live::new(false);
    for l in lines {
        assert_eq!(live.line(l).error, None, "{l}");
    }
    live
}

/// A JSON body, or a failed test naming it.
pub fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("not JSON ({e}): {body}"))
}

/// Keys a view may hold; a seat's view adds [`SEAT_KEYS`].
pub const BOARD_KEYS: [&str; 53] = [
    "version",
    "over",
    "situation",
    "next",
    "game",
    "events",
    "round",
    "turn",
    "players",
    "physical",
    "ended",
    "public",
    "public_bits",
    "deck",
    "skill_deck",
    "markers",
    "layer",
    "prefix",
    "node",
    "count",
    "prizes",
    "winners",
    "seats",
    "seat",
    "active",
    "current",
    "score",
    "sliders",
    "tokens",
    "total",
    "seq",
    "bits",
    "skills",
    "held",
    "won",
    "waiting",
    "caster",
    "skill",
    "target",
    "duels",
    "standings",
    "asked",
    "answer",
    "bot",
    "bot_words",
    "match",
    "rank",
    "medal",
    "medal_words",
    "gold",
    "silver",
    "bronze",
    "iron",
];
pub const SEAT_KEYS: [&str; 20] = [
    "exists",
    "hand",
    "me",
    "others",
    "kinds",
    "unseen",
    "unseen_words",
    "takeable",
    "trie",
    "choices",
    "layers",
    "gifts",
    "previews",
    "act",
    "land",
    "follows",
    "hidden",
    "words",
    "text",
    "limit",
];

/// The keys in `v`, at any depth.
pub fn keys(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(o) => {
            for (k, x) in o {
                out.insert(k.clone());
                keys(x, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| keys(x, out)),
        _ => {}
    }
}

/// Every card a view names: the numbers of `hand`, and the cards its texts name
/// ([`cards_named`]).
pub fn mentions(v: &Value, out: &mut Vec<u16>) {
    match v {
        Value::Object(o) => {
            for (k, x) in o {
                if k == "hand" {
                    out.extend(
                        x.as_array()
                            .unwrap()
                            .iter()
                            .map(|c| c.as_u64().unwrap() as u16),
                    );
                } else {
                    mentions(x, out);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| mentions(x, out)),
        Value::String(s) => out.extend(cards_named(s)),
        _ => {}
    }
}

/// Checks one view received by `reader` (a seat, or the board) against the engine after
/// the lines its version counts: its keys are known ones; it names no card of the deck,
/// no marker card set aside, no card another seat holds, and no seed; a seat's `hand` is
/// its own hand.
pub fn check_view(body: &str, reader: Option<usize>, history: &[String], what: &str) {
    let v = json(body);
    assert!(!body.contains("seed"), "{what}: a seed in {body}");
    let mut k = BTreeSet::new();
    keys(&v, &mut k);
    for key in &k {
        let known = BOARD_KEYS.contains(&key.as_str())
            || (reader.is_some() && SEAT_KEYS.contains(&key.as_str()));
        assert!(known, "{what}: unknown key {key} in {body}");
    }
    // Version 1 is the start; each line applied adds one.
    let applied = v["version"].as_u64().unwrap() as usize - 1;
    let live = replay(&history[..applied]);
    let mut named = Vec::new();
    mentions(&v, &mut named);
    let Some(g) = live.session().game() else {
        assert_eq!(
            named,
            [] as [u16; 0],
            "{what}: no card is dealt yet: {body}"
        );
        return;
    };
    for card in named {
        let secret = match g.whereabouts(card) {
            Place::Deck | Place::Aside => true,
            Place::Held(s) => reader != Some(s.index() + 1),
            _ => false,
        };
        assert!(
            !secret,
            "{what}: card {card} ({}) in {body}",
            g.whereabouts(card)
        );
    }
    if let Some(seat) = reader {
        let own: Vec<u16> = g.hand(Seat::from_index(seat - 1)).to_vec();
        let hand: Vec<u16> = v["game"]["hand"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap() as u16)
            .collect();
        assert_eq!(hand, own, "{what}");
    }
}

/// The numbers of a text, in order.
fn numbers_of(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap_or(u64::MAX))
        .collect()
}

/// Checks a Chinese view against the English view of the same reader and version: the same
/// keys, the same numbers, flags and lists, and every text holding no number that the
/// English text does not hold (so no card, seed or count the English keeps out), in words.
/// (The Chinese writes numbers the English spells out: the `1` of `2个1`, two ones, and of
/// `最高的1`, the highest 1 of a duel, and the rank of `第1份奖分`, the first prize.)
pub fn check_chinese_view(zh: &str, en: &str, what: &str) {
    fn walk(z: &Value, e: &Value, at: &str, what: &str) {
        match (z, e) {
            (Value::Object(zo), Value::Object(eo)) => {
                let (zk, ek): (Vec<&String>, Vec<&String>) =
                    (zo.keys().collect(), eo.keys().collect());
                assert_eq!(zk, ek, "{what}: the keys of {at}");
                for (k, x) in zo {
                    walk(x, &eo[k], &format!("{at}.{k}"), what);
                }
            }
            (Value::Array(za), Value::Array(ea)) => {
                assert_eq!(za.len(), ea.len(), "{what}: {at}");
                for (i, (x, y)) in za.iter().zip(ea).enumerate() {
                    walk(x, y, &format!("{at}[{i}]"), what);
                }
            }
            (Value::String(zs), Value::String(es)) => {
                if let Err(why) = crate::common::contract::check_words(zs) {
                    panic!("{what}: {at}: {why}");
                }
                let mut plain = zs.replace("个1", "个").replace("最高的1", "最高的");
                for k in 1..=4 {
                    plain = plain.replace(&format!("第{k}份"), "第份");
                }
                let mut left = numbers_of(es);
                for n in numbers_of(&plain) {
                    let Some(i) = left.iter().position(|&x| x == n) else {
                        panic!("{what}: {at}: {n} in {zs:?}, not in {es:?}");
                    };
                    left.remove(i);
                }
            }
            _ => assert_eq!(z, e, "{what}: {at}"),
        }
    }
    let (z, e) = (json(zh), json(en));
    assert_eq!(z["version"], e["version"], "{what}: the same version");
    walk(&z, &e, "view", what);
}

/// The cards a text names: each number after `card`, `cards`, `judgment`, `keep` or
/// `discard`, or in a bracketed list (the pages write a card as `card N`).
pub fn cards_named(text: &str) -> Vec<u16> {
    let mut out = Vec::new();
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut listing = false;
    for (i, w) in words.iter().enumerate() {
        let prev = if i > 0 { words[i - 1] } else { "" };
        let bare = w.trim_matches(|c| c == '[' || c == ']' || c == ',' || c == ':');
        listing |= w.starts_with('[');
        let named = ["card", "cards", "judgment", "keep", "discard"].contains(&prev);
        if (listing || named)
            && let Ok(n) = bare.parse::<u16>()
        {
            out.push(n);
        }
        if w.ends_with(']') {
            listing = false;
        }
    }
    out
}
