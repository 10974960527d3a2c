//! The board on each seat's phone, in headless Chromium (skipped, saying why, where
//! Chromium is missing and `CI` is not set): a seeded round played with the television and
//! a 390×844 phone open, the phone's trie drawn as the television's at every play (the same
//! paths, the same markers, its own path picked out, fitted to the phone's width and
//! zoomable), and each play clicked on the phone after its preview was shown there, the
//! board then showing the sequence where the preview said it would land. Every view the
//! phone's seat gets is checked for another seat's secret (`web::check_view`). That every
//! kind of preview agrees with the engine over many seeded rounds, and that none changes
//! with the hidden cards, is the unit tests' (`xor_trie::web::preview`).

mod common;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use serde_json::Value;
use web::{PATIENCE, Served, action, check_view, json, lines, scratch, wait_for};

/// A whole seeded round of four players (the random bot's).
const ROUND: &str = include_str!("cases/xor_trie_referee/bot-random-4.in");

/// The trie as a page draws it: each path (who, sequence, eliminated or not), the markers'
/// nodes, the paths picked out as the reader's own, the picture's width and the page's.
const READ_TRIE: &str = "return {
  version: Number(document.body.dataset.version),
  paths: [...document.querySelectorAll('#trie polyline:not(.ghost)')]
    .map((p) => p.dataset.who + '=' + p.dataset.seq + (p.classList.contains('out') ? ' out' : '')).sort(),
  markers: [...document.querySelectorAll('#trie .marker')].map((m) => m.dataset.node).sort(),
  mine: [...document.querySelectorAll('#trie polyline.mine')].map((p) => p.dataset.who),
  width: document.getElementById('trie').getBoundingClientRect().width,
  box: document.getElementById('trie').parentElement.clientWidth,
  page: document.documentElement.scrollWidth,
  inner: window.innerWidth,
};";

/// The page's trie once it shows `version`.
fn trie_at(b: &webdriver::Browser, version: u64, who: &str) -> Value {
    wait_for(PATIENCE, &format!("{who} at version {version}"), || {
        let v = b.script(READ_TRIE);
        (v["version"].as_u64() == Some(version)).then_some(v)
    })
}

#[test]
fn the_phone_shows_the_television_s_board_and_each_play_s_preview_before_it() {
    let test = "the_phone_shows_the_television_s_board_and_each_play_s_preview_before_it";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => {
            return common::skip::skip("xor_trie_phone", test, &why, webdriver::GET_CHROMIUM);
        }
    };
    let dir = scratch("phone");
    let all = lines(ROUND);
    let (mut history, actions): (Vec<String>, Vec<String>) =
        all.iter().cloned().partition(|l| action(l).is_none());
    history.push("begin".into());
    let log = dir.join("night.txt");
    let mut s = Served::start("127.0.0.1:0", &["--save", log.to_str().unwrap()], &log);
    for l in &history {
        s.type_line(l);
    }
    let mut links = s.seat_links();
    links.sort();
    links.dedup();
    let tokens = s.tokens();
    let board = webdriver::Browser::start(&chromium, &driver, &dir.join("board"));
    board.size(1600, 1000);
    board.go(&format!("{}/", s.base));
    let phone = webdriver::Browser::start(&chromium, &driver, &dir.join("phone"));
    phone.viewport(390, 844);
    let mut on_phone = 0;
    let mut plays = 0;
    for line in &actions {
        let (seat, rest) = action(line).unwrap();
        let seat = seat.unwrap();
        if !rest.starts_with("play ") {
            s.type_line(line);
            history.push(line.clone());
            continue;
        }
        // The lines so far, the referee's own decisions of counter windows included.
        let logged = s.log_lines();
        let version = 1 + logged.len() as u64;
        if on_phone != seat {
            phone.go(&links[seat - 1].1);
            on_phone = seat;
        }
        // The same trie on the television and on the phone, the phone's own path picked
        // out, the picture as wide as the phone.
        let tv = trie_at(&board, version, "the board");
        let mine = trie_at(&phone, version, "the phone");
        assert_eq!(mine["paths"], tv["paths"], "{line}");
        assert_eq!(mine["markers"], tv["markers"], "{line}");
        assert_eq!(
            mine["mine"],
            serde_json::json!([format!("seat {seat}")]),
            "{line}"
        );
        assert_eq!(mine["inner"], 390, "{mine}");
        assert!(
            mine["page"].as_f64() <= Some(390.0),
            "the page scrolls sideways: {mine}"
        );
        assert!(mine["width"].as_f64() <= Some(390.0), "{mine}");
        // The seat's view, as its page gets it: no secret of another seat; the preview of
        // the play shown under its button before the click.
        let (status, body) = s.get("/api/seat", Some(&tokens[seat - 1]));
        assert_eq!(status, 200);
        check_view(
            &body,
            Some(seat),
            &logged,
            &format!("seat {seat} before {line}"),
        );
        let view = json(&body);
        let preview = view["game"]["previews"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["act"] == rest.as_str())
            .unwrap_or_else(|| panic!("no preview of {line}: {body}"))
            .clone();
        let shown = phone.script(&format!(
            "const p = document.querySelector('p[data-preview=\"{rest}\"]'); return p && !p.hidden ? p.textContent : null;"
        ));
        let text = preview["text"].as_str().unwrap();
        assert!(
            shown.as_str().is_some_and(|t| t.ends_with(text)),
            "{line}: the page shows {shown}, the view says {text}"
        );
        if plays == 0 {
            // Zoomed in, the picture is wider than the phone and scrolls in its box; the
            // whole trie again at one tap.
            phone.click("button[data-zoom=\"in\"]");
            let z = phone.script(READ_TRIE);
            assert!(z["width"].as_f64() > z["box"].as_f64(), "{z}");
            assert!(z["page"].as_f64() <= Some(390.0), "{z}");
            phone.click("button[data-zoom=\"fit\"]");
            let z = phone.script(READ_TRIE);
            assert!(z["width"].as_f64() <= z["box"].as_f64(), "{z}");
        }
        let words: Vec<&str> = rest.split(' ').collect();
        phone.click(&format!(
            "button[data-play=\"{}\"][data-target=\"{}\"]",
            words[1], words[2]
        ));
        history.push(line.clone());
        // The board shows the sequence where the preview said it would land.
        let after = trie_at(&board, version + 1, "the board");
        let who = if words[2] == "public" {
            "public".to_string()
        } else {
            format!("seat {seat}")
        };
        let landed = format!("{who}={}", preview["land"]["seq"]);
        let out = format!("{landed} out");
        assert!(
            after["paths"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p == landed.as_str() || p == out.as_str()),
            "{line}: {landed} not in {after}"
        );
        plays += 1;
    }
    assert!(plays >= 8, "{plays} plays");
    assert!(s.log_lines().len() >= history.len());
}
