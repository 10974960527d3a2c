//! Every student, every screen: the study desk in headless Chromium through WebDriver
//! (skipped, saying why, where Chromium or axe-core is missing and `CI` is not set).
//!
//! * **The keyboard.** On each problem's page, every target of the picture (and each node
//!   of the nim product's tree) takes the focus and has a name; a move is reached with Tab
//!   and played with Enter or Space, coin by coin and then the Turn button where a move is
//!   several coins, corner by corner on a board: the game goes on exactly as `play`'s own
//!   after that move (the same `Session`, the mirror), and the focus stays in the picture.
//!   What a hover shows appears on focus too. A tall heap's bar is a slider: the arrow keys
//!   choose the take, its words shown, and Enter takes it.
//! * **Past 40.** Clicks on moves past 40 in games other than Nim: HDU 1848's winning "take
//!   610" of `807 892 365`, and a cut of a POJ 2311 sheet with a side over 40.
//! * **Every screen.** At 390 × 844 (a phone) every text of the picture and of the tree is
//!   rendered at least 11 CSS pixels high, and the page itself does not scroll sideways
//!   (the picture scrolls in its box); axe-core finds no violation of any impact on
//!   each problem's page, in English and in Chinese, at 1280 and at 390 pixels wide, where
//!   every name the picture gives is in the page's language.

#[path = "common/axe.rs"]
mod axe;
#[allow(dead_code)]
#[path = "study_web/browser.rs"]
mod browser;
mod common;
#[path = "common/desk.rs"]
mod desk;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use browser::{READ, attr, click_move, same_game, study};
use desk::Desk;
use grundy::study::play::session::{Reply, Session};
use grundy::study::play::session_of;
use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};
use web::{PATIENCE, wait_for};
use webdriver::key::*;

/// The browser (and axe-core's source when `axe_too`), or the test skipped saying why.
fn tools(
    test: &str,
    short: &str,
    axe_too: bool,
) -> Option<(webdriver::Browser, common::TempDir, String)> {
    let (b, scratch) = webdriver::browser_or_skip("study_web_a11y", test, short)?;
    let source = match axe_too {
        false => String::new(),
        true => axe::source_or_skip("study_web_a11y", test)?,
    };
    Some((b, scratch, source))
}

/// Opens problem `id`'s page and waits for its first answer; what it shows.
fn open(b: &webdriver::Browser, desk: &Desk, id: &str) -> Value {
    b.go(&format!("{}/p/{id}", desk.base));
    wait_for(PATIENCE, "the page's first answer", || {
        let v = b.script(READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(v)
    })
}

/// The `play` arguments of the position the page shows (its command line, after `play `).
fn play_args(b: &webdriver::Browser) -> Vec<String> {
    let command = b.script("return document.querySelector('#play .command').textContent;");
    let command = command.as_str().expect("the play command");
    let at = command.find("play ").expect("`play ...`") + 5;
    (command[at..].split('`').next().unwrap().trim_end())
        .split(' ')
        .map(String::from)
        .collect()
}

/// The game `play` plays from the page's position: the mirror.
fn mirror(b: &webdriver::Browser) -> Box<dyn Session> {
    let args = play_args(b);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    session_of(&args, 200).unwrap_or_else(|e| panic!("{args:?}: {e:?}"))
}

/// Presses Tab from the position's box until the element matching `css` has the focus
/// (at most 600 times); then what a hover would show is on the page: the hover line.
fn tab_to(b: &webdriver::Browser, css: &str) -> String {
    b.script("document.getElementById('position').focus();");
    let check = format!(
        "const e = document.activeElement; return e && e.matches({}) ? \
         document.getElementById('hover').textContent : null;",
        json!(css)
    );
    for _ in 0..600 {
        if let Some(hover) = b.script(&check).as_str() {
            return hover.to_string();
        }
        b.keys(&[TAB]);
    }
    panic!("Tab never reaches {css}");
}

/// Presses `key` on the element with the focus, which sends one request, and waits for its
/// answer; what the page shows then.
fn pressed(b: &webdriver::Browser, key: &str) -> Value {
    after(b, || b.keys(&[key]))
}

/// Does `what` (which sends one request) and waits for its answer; what the page shows then.
fn after(b: &webdriver::Browser, what: impl FnOnce()) -> Value {
    let before = b.script(READ)["answers"].as_u64().unwrap();
    what();
    wait_for(PATIENCE, "the answer", || {
        let v = b.script(READ);
        (v["answers"].as_u64().unwrap() > before && v["busy"] == "").then_some(v)
    })
}

/// Every target of the page (the picture's, the tree's): its focus order, role, name and
/// words; an empty list where all is well, else what is wrong with each.
const UNNAMED: &str = "
  return [...document.querySelectorAll('#picture .target, #lesson .target')].filter((t) =>
    t.tabIndex !== 0 || !['button', 'slider'].includes(t.getAttribute('role'))
      || !(t.getAttribute('aria-label') || '').trim()
      || (t.closest('#picture') && !(t.dataset.words || '').trim())
  ).map((t) => t.outerHTML.slice(0, 200));";

/// The move the page's picture offers to play from the keyboard, in `play`'s words, and the
/// targets to press in turn: a winning move where one is marked, else a legal one.
fn chosen(b: &webdriver::Browser, page: &Value) -> (String, Vec<String>) {
    let pick = page["pick"].as_str().unwrap();
    let wins = b.script("return document.querySelector('#picture svg').dataset.wins || '';");
    let wins = wins.as_str().unwrap();
    match pick {
        "move" => {
            let t = b.script(
                "const t = document.querySelector('#picture .target.win[data-move]') \
                 || document.querySelector('#picture .target[data-move]'); \
                 return t.dataset.move;",
            );
            let text = t.as_str().unwrap().to_string();
            let css = format!("#picture .target[data-move={}]", attr(&text));
            (text, vec![css])
        }
        "coins" | "pair" => {
            let heads: Vec<String> = (page["heads"].as_array().unwrap().iter())
                .map(|h| h.as_str().unwrap().to_string())
                .collect();
            let coins: Vec<String> = match wins.split('|').next().filter(|w| !w.is_empty()) {
                Some(w) => w.split(' ').map(String::from).collect(),
                None => vec![heads.last().expect("a head").clone()],
            };
            let css = |c: &str| format!("#picture .target[data-coin={}]", attr(c));
            match pick {
                "coins" => (coins.join(" "), coins.iter().map(|c| css(c)).collect()),
                _ => {
                    let (a, z) = (&coins[0], &coins[coins.len() - 1]);
                    (format!("{a} to {z}"), vec![css(a), css(z)])
                }
            }
        }
        _ => panic!("no moves on a picture of kind {pick}"),
    }
}

#[test]
fn every_move_is_reached_named_and_played_from_the_keyboard() {
    let test = "every_move_is_reached_named_and_played_from_the_keyboard";
    let Some((b, _scratch, _)) = tools(test, "a11y-keys", false) else {
        return;
    };
    let desk = Desk::start();
    b.size(1300, 1500);
    for p in PROBLEMS {
        let id = p.id;
        let page = open(&b, &desk, id);
        let what = format!("{id} {}", page["position"]);
        assert_eq!(page["playing"], "yes", "{what}: the example is played");
        let unnamed = b.script(UNNAMED);
        assert_eq!(unnamed, json!([]), "{what}: targets without focus or name");
        let count = b.script("return document.querySelectorAll('#picture .target').length;");
        assert!(count.as_u64() > Some(0), "{what}: no target");
        let mut mirror = mirror(&b);
        let (text, presses) = chosen(&b, &page);
        let last = presses.len() - 1;
        let mut after = Value::Null;
        for (k, css) in presses.iter().enumerate() {
            let hover = tab_to(&b, css);
            let words = b.script(&format!(
                "return document.querySelector({}).dataset.words;",
                json!(css)
            ));
            assert_eq!(
                json!(hover),
                words,
                "{what}: the hover line on focus of {css}"
            );
            // Space for a coin picked, Enter for the rest.
            let key = if k < last && page["pick"] == "coins" {
                " "
            } else {
                ENTER
            };
            match (k == last, page["pick"] == "coins") {
                (true, true) => {
                    b.keys(&[key]);
                    tab_to(&b, "#turn");
                    after = pressed(&b, ENTER);
                }
                (true, false) => after = pressed(&b, key),
                (false, _) => b.keys(&[key]),
            }
        }
        assert_eq!(after["refusal"], "", "{what}: {text}");
        assert!(
            matches!(mirror.answer(&text, false), Reply::Moved(_)),
            "{what}: {text}"
        );
        same_game(
            &after,
            mirror.as_ref(),
            false,
            &format!("{what} after {text}"),
        );
        if after["over"] == "false" && page["pick"] == "move" {
            let inside = b.script(
                "const e = document.activeElement; \
                 return !!(e && e.closest('#picture') && e.classList.contains('target'));",
            );
            assert_eq!(
                inside,
                json!(true),
                "{what}: the focus stays in the picture"
            );
        }
    }
    // The tree of the nim product: a node studied from the keyboard.
    open(&b, &desk, "nim_product_64");
    let node = b.script(
        "const nodes = document.querySelectorAll('#lesson .node.target'); \
         return nodes[nodes.length - 1].dataset.position;",
    );
    let node = node.as_str().unwrap().to_string();
    tab_to(
        &b,
        &format!("#lesson .node.target[data-position={}]", attr(&node)),
    );
    let page = pressed(&b, ENTER);
    assert_eq!(page["position"], node, "the node studied");
    a_tall_heap_is_a_slider(&b, &desk);
}

/// A tall Nim heap's bar from the keyboard: four steps up from the least take are a take of
/// 5, its words shown on the page and given to screen readers; Enter takes them.
fn a_tall_heap_is_a_slider(b: &webdriver::Browser, desk: &Desk) {
    open(b, desk, "hdu1907");
    // A lost start: no mistake to tell, the computer answers at once.
    study(b, "101 101");
    let bar = "#picture .bar.target[data-heap=\"1\"]";
    tab_to(b, bar);
    b.keys(&[UP, UP, RIGHT, UP, UP, DOWN, UP]);
    let said = b.script(&format!(
        "const t = document.querySelector({}); return [t.getAttribute('aria-valuenow'), \
         t.getAttribute('aria-valuetext'), document.getElementById('hover').textContent];",
        json!(bar)
    ));
    assert_eq!(said[0], "6", "{said}");
    assert_eq!(said[1], said[2], "the take's words on the page: {said}");
    let mut mirror = mirror(b);
    let page = pressed(b, ENTER);
    let words = said[1].as_str().unwrap();
    assert!(words.contains(" 6 "), "{words}");
    let log = page["log"][0].as_str().unwrap_or_default();
    assert!(
        log.contains(words),
        "the take in the list of moves: {log} ({words})"
    );
    assert!(matches!(mirror.answer("1 6", false), Reply::Moved(_)));
    same_game(
        &page,
        mirror.as_ref(),
        false,
        "after a take chosen on the bar",
    );
}

#[test]
fn moves_past_40_are_played_by_clicks_beyond_nim() {
    let test = "moves_past_40_are_played_by_clicks_beyond_nim";
    let Some((b, _scratch, _)) = tools(test, "a11y-40", false) else {
        return;
    };
    let desk = Desk::start();
    b.size(1300, 1500);
    // Each a winning move (so that no mistake is told): the take of 610 `explain` lists,
    // and a cut of the 60 × 45 sheet into 3 × 45 and 57 × 45 (its band crossed by the
    // others, 4 pixels apart: clicked where a crossing band lies on top of it).
    for (id, words, wanted) in [
        ("hdu1848", "807 892 365", " 610"),
        ("poj2311", "60 45", " 3x45"),
    ] {
        open(&b, &desk, id);
        let page = study(&b, words);
        assert_eq!(page["refusal"], "", "{id} {words}");
        let targets: Vec<&str> = (page["targets"].as_array().unwrap().iter())
            .map(|t| t.as_str().unwrap())
            .collect();
        let text = (targets.iter().find(|t| t.ends_with(wanted)))
            .unwrap_or_else(|| panic!("{id} {words}: no target for {wanted:?} in {targets:?}"))
            .to_string();
        let css = format!("#picture .target.win[data-move={}]", attr(&text));
        let marked = b.script(&format!("return !!document.querySelector({});", json!(css)));
        assert_eq!(
            marked,
            json!(true),
            "{id} {words}: {text} marked as winning"
        );
        let mut mirror = mirror(&b);
        let after = match id {
            "poj2311" => crossing_clicked(&b, &text, "60x45 60x2"),
            _ => click_move(&b, "move", &text),
        };
        assert_eq!(after["refusal"], "", "{id} {words}: {text}");
        assert!(matches!(mirror.answer(&text, false), Reply::Moved(_)));
        same_game(
            &after,
            mirror.as_ref(),
            false,
            &format!("{id} {words} after {text}"),
        );
    }
}

/// Clicks the vertical cut `cut` with the mouse on its middle line, a pixel inside the band
/// of the horizontal cut `over`, which is drawn on top there: the nearest line is the one
/// meant. What the page shows after the answer.
fn crossing_clicked(b: &webdriver::Browser, cut: &str, over: &str) -> Value {
    let point = b.script(&format!(
        "const v = document.querySelector({}); const h = document.querySelector({});
         v.scrollIntoView({{block: 'center'}});
         const r = v.getBoundingClientRect(), q = h.getBoundingClientRect();
         const x = Math.round(r.left + r.width / 2), y = Math.round(q.top + q.height / 2) - 1;
         return [x, y, document.elementFromPoint(x, y) === h];",
        json!(format!("#picture .target[data-move={}]", attr(cut))),
        json!(format!("#picture .target[data-move={}]", attr(over)))
    ));
    assert_eq!(
        point[2],
        json!(true),
        "{over} on top of {cut} there: {point}"
    );
    let (x, y) = (point[0].as_i64().unwrap(), point[1].as_i64().unwrap());
    after(b, || b.click_at(x, y))
}

/// The least rendered height of the text of the picture and of the tree, in CSS pixels
/// (each text's font size times its picture's scale), and the text it is.
const SMALLEST_TEXT: &str = "
  let least = [1e9, ''];
  for (const svg of document.querySelectorAll('#picture svg, #lesson .tree svg')) {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    for (const t of svg.querySelectorAll('text')) {
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (px < least[0]) least = [px, t.textContent];
    }
  }
  return least;";

#[test]
fn every_page_is_readable_on_a_phone_and_axe_finds_nothing_in_both_languages() {
    let test = "every_page_is_readable_on_a_phone_and_axe_finds_nothing_in_both_languages";
    let Some((b, _scratch, source)) = tools(test, "a11y-axe", true) else {
        return;
    };
    let desk = Desk::start();
    for lang in ["en", "zh"] {
        b.go(&format!("{}/", desk.base));
        b.script(&format!(
            "document.cookie = 'lang={lang};path=/;max-age=600;samesite=strict';"
        ));
        for width in [1280, 390] {
            b.viewport(width, 844);
            for p in PROBLEMS {
                let id = p.id;
                let page = open(&b, &desk, id);
                let what = format!("{id} ({lang}, {width} px wide)");
                let shown = b.script("return document.documentElement.lang;");
                assert!(shown.as_str().unwrap().starts_with(lang), "{what}: {shown}");
                if width == 390 {
                    let least = b.script(SMALLEST_TEXT);
                    assert!(least[1] != "", "{what}: no text measured");
                    // The picture scrolls in its box; the page itself never sideways.
                    let wide = b.script(
                        "return [document.documentElement.scrollWidth, window.innerWidth];",
                    );
                    assert!(
                        wide[0].as_u64() <= wide[1].as_u64(),
                        "{what}: the page is {wide}"
                    );
                    assert!(
                        least[0].as_f64().unwrap() >= 11.0,
                        "{what}: text {} px high: {least}",
                        least[0]
                    );
                }
                if lang == "zh" {
                    let english = b.script(
                        "return [...document.querySelectorAll('#picture .target, #lesson .target')]\
                         .map((t) => t.getAttribute('aria-label'))\
                         .filter((l) => !/[\\u4e00-\\u9fff]/.test(l));",
                    );
                    assert_eq!(english, json!([]), "{what}: names not in Chinese");
                }
                axe::assert_none(&what, &axe::audit(&b, &source));
                let _ = page;
            }
        }
    }
    // The pages with a tall heap's slider and a sheet past 40, on a phone.
    for (id, words) in [("hdu1907", "101 101"), ("poj2311", "60 45")] {
        open(&b, &desk, id);
        study(&b, words);
        let least = b.script(SMALLEST_TEXT);
        assert!(least[0].as_f64().unwrap() >= 11.0, "{id} {words}: {least}");
        axe::assert_none(&format!("{id} {words}"), &axe::audit(&b, &source));
    }
}
