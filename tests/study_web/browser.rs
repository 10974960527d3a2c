//! Driving a problem's page in the browser: what the page shows ([`READ`]), a request made
//! by a script or a click and its answer waited for, a move played by clicks on the
//! picture, and the page's game compared with the library's.

use super::web::{PATIENCE, wait_for};
use super::webdriver;
use grundy::study::play::session::Session;
use serde_json::{Value, json};

/// Reads what a problem's page shows: the lesson's lines, the picture, the game.
pub const READ: &str = "
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
pub fn answered(b: &webdriver::Browser, action: &str) -> Value {
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
pub fn study(b: &webdriver::Browser, words: &str) -> Value {
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
pub fn clicked(b: &webdriver::Browser, css: &str) -> Value {
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
pub fn attr(v: &str) -> String {
    json!(v).to_string()
}

/// Plays `text` (a move in `play`'s words, as the picture's targets carry it) by clicks on
/// the picture of kind `pick`: one target, the coins then `turn`, or a rectangle's two
/// corners; what the page shows after its answer.
pub fn click_move(b: &webdriver::Browser, pick: &str, text: &str) -> Value {
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
pub fn cells(words: &str) -> Vec<String> {
    words
        .split('(')
        .skip(1)
        .map(|c| c.split(')').next().unwrap().replace(' ', ""))
        .collect()
}

/// The move text the picture sends for a winning move `words` (the hint's), given the
/// picture's targets: a one-click target whose words they are, the coins they name, or a
/// rectangle's opposite corners.
pub fn move_text(b: &webdriver::Browser, pick: &str, words: &str) -> String {
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
pub fn same_game(page: &Value, mirror: &dyn Session, practice: bool, what: &str) {
    let view = mirror.view(practice);
    assert_eq!(page["state"], view.text.trim_end(), "{what}");
    let log: Vec<String> = view.log.iter().map(|l| l.trim_end().to_string()).collect();
    assert_eq!(page["log"], json!(log), "{what}");
    let ending: Vec<&str> = view.ending.iter().flat_map(|e| e.lines()).collect();
    assert_eq!(page["ending"], json!(ending), "{what}");
}
