//! A running study desk for the tests that ask it over HTTP (`study --serve` on a free
//! loopback port, ended when dropped) and its JSON actions, in English or from a tab
//! switched to Chinese.
// Each test file that includes this module uses a part of it.
#![allow(dead_code)]

use crate::web::{self, PATIENCE, post};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// A running `study --serve 127.0.0.1:0`, ended when dropped.
pub struct Desk {
    child: Child,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
}

impl Desk {
    /// Starts the desk and waits for the address it prints.
    pub fn start() -> Desk {
        let mut child = Command::new(crate::common::bin_path("study"))
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
        let url = (line.split_whitespace())
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"));
        desk.base = url.trim_end_matches('/').to_string();
        desk
    }

    /// `POST /api/ACTION` with `body`, from a tab in English or (`zh`) switched to
    /// Chinese: the answer, which must be 200.
    pub fn api(&self, action: &str, body: &Value, zh: bool) -> Value {
        let url = format!("{}/api/{action}", self.base);
        let (status, text) = if zh {
            let mut r = (web::agent().post(url))
                .header("Content-Type", "application/json")
                .header("Cookie", "lang=zh")
                .send(body.to_string())
                .unwrap_or_else(|e| panic!("POST {action}: {e}"));
            let status = r.status().as_u16();
            (status, r.body_mut().read_to_string().unwrap())
        } else {
            post(&url, None, &body.to_string())
        };
        assert_eq!(status, 200, "{action} {body}: {text}");
        serde_json::from_str(&text).unwrap()
    }
}

impl Drop for Desk {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
