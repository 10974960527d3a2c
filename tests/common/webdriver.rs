//! A small W3C WebDriver client for headless Chromium through Debian's `chromedriver`:
//! a browser per page, clicks, scripts and screenshots. Every call is bounded.
// Each test file that includes this module uses a part of it.
#![allow(dead_code)]

use crate::web::{PATIENCE, wait_for};
use serde_json::{Value, json};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The key WebDriver names an element by.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// Where `program` is on the `PATH`.
fn on_path(program: &str) -> Option<PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join(program))
            .find(|p| p.is_file())
    })
}

/// Chromium and its driver, or why they cannot be had.
pub fn tools() -> Result<(PathBuf, PathBuf), String> {
    let chromium = on_path("chromium").ok_or("chromium is not installed")?;
    let driver = on_path("chromedriver").ok_or("chromedriver is not installed")?;
    Ok((chromium, driver))
}

/// How to get them, for a skipped test.
pub const GET_CHROMIUM: &str =
    "install Debian's chromium and chromium-driver (`apt-get install chromium chromium-driver`)";

/// WebDriver's key values, for [`Browser::keys`].
pub mod key {
    pub const TAB: &str = "\u{E004}";
    pub const ENTER: &str = "\u{E007}";
    pub const HOME: &str = "\u{E011}";
    pub const UP: &str = "\u{E013}";
    pub const RIGHT: &str = "\u{E014}";
    pub const DOWN: &str = "\u{E015}";
}

/// A browser in a scratch directory named `short` (short: Chromium's socket lives in its
/// profile, and its path has a limit), or `None` with test `test` of file `suite` skipped
/// saying why (a failure under CI).
pub fn browser_or_skip(
    suite: &str,
    test: &str,
    short: &str,
) -> Option<(Browser, crate::common::TempDir)> {
    let (chromium, driver) = match tools() {
        Ok(t) => t,
        Err(why) => {
            crate::common::skip::skip(suite, test, &why, GET_CHROMIUM);
            return None;
        }
    };
    let scratch = crate::web::scratch(short);
    let b = Browser::start(&chromium, &driver, &scratch.join("browser"));
    Some((b, scratch))
}

/// A browser session: `chromedriver` and the Chromium it starts, in a process group of
/// their own, all ended when it is dropped (a test that fails included).
pub struct Browser {
    driver: Child,
    url: String,
    agent: ureq::Agent,
}

impl Browser {
    /// Starts `chromedriver` on a free loopback port and a headless Chromium through it,
    /// its profile in `profile` (each browser its own, as each phone is). Everything they
    /// write goes under `profile` (their temporary directories too), and they run in a
    /// process group of their own, which [`Drop`] ends whole: a failing test leaves no
    /// browser running and nothing outside `profile` behind.
    pub fn start(chromium: &Path, driver: &Path, profile: &Path) -> Browser {
        Browser::start_in(chromium, driver, profile, "en-US,en")
    }

    /// [`Browser::start`], the browser asking for `languages` (its `Accept-Language`, as a
    /// browser set to Chinese sends `zh-CN,zh`).
    pub fn start_in(chromium: &Path, driver: &Path, profile: &Path, languages: &str) -> Browser {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let tmp = profile.join("tmp");
        std::fs::create_dir_all(&tmp).unwrap();
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .env("TMPDIR", &tmp)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            // Its own process group, which the browser's processes join: dropped, the
            // whole group is killed, so no Chromium outlives a test.
            .process_group(0)
            .spawn()
            .expect("chromedriver starts");
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(Duration::from_secs(60)))
            .build()
            .into();
        let mut b = Browser {
            driver: child,
            url: format!("http://127.0.0.1:{port}"),
            agent,
        };
        wait_for(PATIENCE, "chromedriver", || {
            let r = b.agent.get(format!("{}/status", b.url)).call().ok()?;
            (r.status().as_u16() == 200).then_some(())
        });
        let caps = json!({ "capabilities": { "alwaysMatch": {
            "browserName": "chrome",
            // Navigation returns once the page is parsed; the tests wait for what it shows.
            "pageLoadStrategy": "eager",
            "goog:chromeOptions": {
                "binary": chromium.display().to_string(),
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync",
                    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                    "--disable-backgrounding-occluded-windows",
                    "--disable-crash-reporter",
                    format!("--user-data-dir={}", profile.join("chromium").display()),
                    format!("--accept-lang={languages}"),
                ],
                "prefs": { "intl.accept_languages": languages },
            },
        }}});
        let v = b.call("POST", "/session", Some(caps));
        let id = v["sessionId"].as_str().expect("a session id").to_string();
        b.url = format!("{}/session/{id}", b.url);
        b
    }

    /// One WebDriver command; its `value`. A WebDriver error fails the test.
    fn call(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let url = format!("{}{path}", self.url);
        let mut r = match (method, body) {
            ("GET", _) => self.agent.get(&url).call(),
            ("DELETE", _) => self.agent.delete(&url).call(),
            (_, body) => self
                .agent
                .post(&url)
                .header("Content-Type", "application/json")
                .send(body.unwrap_or(json!({})).to_string()),
        }
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"));
        let text = r.body_mut().read_to_string().unwrap();
        let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        assert!(
            v["value"]["error"].is_null(),
            "{method} {path}: {}",
            v["value"]
        );
        v.get("value").cloned().unwrap_or(v)
    }

    /// Sizes the current window.
    pub fn size(&self, width: u32, height: u32) {
        self.call(
            "POST",
            "/window/rect",
            Some(json!({ "width": width, "height": height })),
        );
    }

    /// Sizes the current window so that the page shows `width` × `height` pixels (the
    /// window's own frame, which even a headless browser keeps, added).
    pub fn viewport(&self, width: u32, height: u32) {
        self.size(width, height);
        let inner = self.script("return [window.innerWidth, window.innerHeight];");
        let (w, h) = (inner[0].as_u64().unwrap(), inner[1].as_u64().unwrap());
        self.size(
            2 * width - w.min(u64::from(width)) as u32,
            2 * height - h.min(u64::from(height)) as u32,
        );
    }

    /// Opens `url` in the current window.
    pub fn go(&self, url: &str) {
        self.call("POST", "/url", Some(json!({ "url": url })));
    }

    /// The first element matching `css`, waited for.
    pub fn find(&self, css: &str) -> String {
        let last = std::cell::RefCell::new(String::new());
        let found = crate::common::poll(PATIENCE, || {
            let r = self
                .agent
                .post(format!("{}/element", self.url))
                .header("Content-Type", "application/json")
                .send(json!({ "using": "css selector", "value": css }).to_string());
            let text = r.ok()?.into_body().read_to_string().unwrap_or_default();
            let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
            let id = v["value"][ELEMENT].as_str().map(str::to_string);
            *last.borrow_mut() = text;
            id
        });
        found.unwrap_or_else(|| panic!("no {css} in the page: {}", last.borrow()))
    }

    /// Clicks the first element matching `css`, once it is there and enabled (a page's
    /// buttons are disabled while a press is in flight).
    pub fn click(&self, css: &str) {
        let id = wait_for(PATIENCE, &format!("{css} enabled"), || {
            let id = self.find(css);
            let enabled = self.call("GET", &format!("/element/{id}/enabled"), None);
            (enabled == Value::Bool(true)).then_some(id)
        });
        self.call("POST", &format!("/element/{id}/click"), None);
    }

    /// Clicks the first element matching `css` (waited for, scrolled into view) with the
    /// mouse, at a point where it is the element on top (and at the pixels around it), as a person aims at what they see:
    /// unlike [`Browser::click`], which aims at the middle of its box, this finds its own
    /// part of a shape that others cross (a cut of a sheet of paper crossing another).
    pub fn click_on(&self, css: &str) {
        let id = self.find(css);
        let point = self.call(
            "POST",
            "/execute/sync",
            Some(json!({
                "script": "const e = arguments[0];
                    e.scrollIntoView({block: 'center'});
                    const r = e.getBoundingClientRect();
                    const own = (x, y) => {
                      const at = document.elementFromPoint(x, y);
                      return at !== null && (at === e || e.contains(at));
                    };
                    for (let j = 1; j < 24; j++) {
                      for (let i = 1; i < 24; i++) {
                        const x = Math.round(r.left + r.width * i / 24);
                        const y = Math.round(r.top + r.height * j / 24);
                        if (own(x, y) && own(x - 1, y) && own(x + 1, y) && own(x, y - 1)
                            && own(x, y + 1)) {
                          return [x, y];
                        }
                      }
                    }
                    return null;",
                "args": [{ ELEMENT: id }],
            })),
        );
        assert!(point.is_array(), "no point of {css} is on top");
        let (x, y) = (point[0].as_i64().unwrap(), point[1].as_i64().unwrap());
        let mouse = json!({
            "type": "pointer",
            "id": "mouse",
            "parameters": { "pointerType": "mouse" },
            "actions": [
                { "type": "pointerMove", "duration": 0, "origin": "viewport", "x": x, "y": y },
                { "type": "pointerDown", "button": 0 },
                { "type": "pointerUp", "button": 0 },
            ],
        });
        self.call("POST", "/actions", Some(json!({ "actions": [mouse] })));
    }

    /// Moves the mouse onto the middle of the first element matching `css` (scrolled into
    /// view first), as a hover does.
    pub fn hover(&self, css: &str) {
        let id = self.find(css);
        self.call(
            "POST",
            "/execute/sync",
            Some(json!({
                "script": "arguments[0].scrollIntoView({block: 'center'});",
                "args": [{ ELEMENT: id }],
            })),
        );
        let mouse = json!({
            "type": "pointer",
            "id": "mouse",
            "parameters": { "pointerType": "mouse" },
            "actions": [
                { "type": "pointerMove", "duration": 0, "origin": { ELEMENT: id }, "x": 0, "y": 0 }
            ],
        });
        self.call("POST", "/actions", Some(json!({ "actions": [mouse] })));
    }

    /// Clicks with the mouse at the point `(x, y)` of the window (CSS pixels from its top
    /// left), on whatever is there.
    pub fn click_at(&self, x: i64, y: i64) {
        let mouse = json!({
            "type": "pointer",
            "id": "mouse",
            "parameters": { "pointerType": "mouse" },
            "actions": [
                { "type": "pointerMove", "duration": 0, "origin": "viewport", "x": x, "y": y },
                { "type": "pointerDown", "button": 0 },
                { "type": "pointerUp", "button": 0 },
            ],
        });
        self.call("POST", "/actions", Some(json!({ "actions": [mouse] })));
    }

    /// Presses each key of `keys` in turn on the element with the focus, as a keyboard
    /// does: WebDriver's key values (`\u{E004}` Tab, `\u{E007}` Enter, `\u{E013}` up, ...).
    pub fn keys(&self, keys: &[&str]) {
        let actions: Vec<Value> = (keys.iter())
            .flat_map(|k| {
                [
                    json!({ "type": "keyDown", "value": k }),
                    json!({ "type": "keyUp", "value": k }),
                ]
            })
            .collect();
        let keyboard = json!({ "type": "key", "id": "keyboard", "actions": actions });
        self.call("POST", "/actions", Some(json!({ "actions": [keyboard] })));
    }

    /// Clicks the first element matching `css` twice at once (once it is there and
    /// enabled), as a double tap does; true if every button of the page's `main` was
    /// disabled between the two clicks (a press in flight).
    pub fn click_twice(&self, css: &str) -> bool {
        wait_for(PATIENCE, &format!("{css} enabled"), || {
            let id = self.find(css);
            let enabled = self.call("GET", &format!("/element/{id}/enabled"), None);
            (enabled == Value::Bool(true)).then_some(())
        });
        let css = Value::String(css.to_string());
        self.script(&format!(
            "const b = document.querySelector({css}); b.click();
             const off = [...document.querySelectorAll('main button')].every((x) => x.disabled);
             b.click(); return off;"
        )) == Value::Bool(true)
    }

    /// Types `text` into the first field matching `css` (waited for), after emptying it.
    pub fn fill(&self, css: &str, text: &str) {
        let id = self.find(css);
        self.call("POST", &format!("/element/{id}/clear"), None);
        self.call(
            "POST",
            &format!("/element/{id}/value"),
            Some(json!({ "text": text })),
        );
    }

    /// The text the page shows.
    pub fn text(&self) -> String {
        self.script("return document.body.innerText;")
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Runs `script` (a function body) in the page; its result.
    pub fn script(&self, script: &str) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    /// Runs `script` (a function body whose last argument is the callback it calls with its
    /// result) in the page, and waits for that result.
    pub fn script_async(&self, script: &str) -> Value {
        self.call(
            "POST",
            "/execute/async",
            Some(json!({ "script": script, "args": [] })),
        )
    }

    /// A PNG of the current window.
    pub fn screenshot(&self) -> Vec<u8> {
        let v = self.call("GET", "/screenshot", None);
        base64(v.as_str().expect("base64 text"))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // The browser is asked to quit; whether it did or not (a driver that no longer
        // answers, a session never made), the driver's whole process group is killed:
        // killing the driver alone would leave Chromium's processes behind.
        let quit: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(10)))
            .build()
            .into();
        let _ = quit.delete(&self.url).call();
        let group = self.driver.id() as libc::pid_t;
        // SAFETY: kill(2) with a negative pid signals that process group; the group is the
        // driver's own (made at its start), and the driver is not reaped yet, so its id
        // names no other group.
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
        let _ = self.driver.wait();
    }
}

/// Decodes standard base64 (padding ignored).
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| -> u32 {
        match c {
            b'A'..=b'Z' => u32::from(c - b'A'),
            b'a'..=b'z' => u32::from(c - b'a') + 26,
            b'0'..=b'9' => u32::from(c - b'0') + 52,
            b'+' => 62,
            b'/' => 63,
            _ => panic!("not base64: {c}"),
        }
    };
    let digits: Vec<u32> = text
        .bytes()
        .filter(|&c| c != b'=' && !c.is_ascii_whitespace())
        .map(value)
        .collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let mut n = 0u32;
        for (i, d) in chunk.iter().enumerate() {
            n |= d << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    out
}

#[test]
fn base64_decodes() {
    assert_eq!(base64("aGVsbG8="), b"hello");
    assert_eq!(base64("aGk="), b"hi");
    assert_eq!(base64("YWJj"), b"abc");
}
