//! The exercise page (`GET /x/ID`) for every student, in headless Chromium through
//! WebDriver (skipped, saying why, where Chromium or axe-core is missing and `CI` is not set):
//!
//! * **The keyboard.** An exercise answered from the keyboard alone, with the problem
//!   page's keys (desk.js's `pictureKeys`): Tab reaches a winning move's target, its words
//!   shown as a hover shows them, and Enter answers with it (POJ 1704, HDU 1907); on a row
//!   of coins (HDU 3537) Enter gathers each coin into the answer box and the Answer button
//!   sends them. Every answer is right by the library's own check.
//! * **Clicks on coins.** HDU 3537's coins clicked go to the answer box (a
//!   second click takes one out again), and Answer sends them: right; on HDU 3404's board a
//!   corner clicked, marked, and then the opposite one answer at once: right.
//! * **Every screen.** axe-core finds no violation of any impact on the exercise page, with
//!   a hint and a verdict shown, in English and in Chinese, at 1280 and at 390 pixels wide.

#[path = "common/axe.rs"]
mod axe;
mod common;
#[path = "common/desk.rs"]
mod desk;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use desk::Desk;
use grundy::i18n::Lang;
use grundy::study::play::exercise::{Quiz, series};
use serde_json::json;
use web::{PATIENCE, wait_for};
use webdriver::key::*;

/// The browser (and axe-core's source when `axe_too`), or the test skipped saying why.
fn tools(
    test: &str,
    short: &str,
    axe_too: bool,
) -> Option<(webdriver::Browser, common::TempDir, String)> {
    let (b, scratch) = webdriver::browser_or_skip("study_web_exercise_keys", test, short)?;
    let source = match axe_too {
        false => String::new(),
        true => axe::source_or_skip("study_web_exercise_keys", test)?,
    };
    Some((b, scratch, source))
}

/// A CSS attribute value: `text` quoted.
fn quoted(text: &str) -> String {
    json!(text).to_string()
}

/// A seed whose first exercise of `problem` (in a series of 3) wins, and the targets of its
/// picture that make a winning answer: a move's target (`pick` = move), or the coins whose
/// labels, joined by a space, are a winning answer (`pick` = coins). With the answer.
fn winning(problem: &str, pick: &str) -> (u64, String, Vec<String>) {
    for seed in 0..2000 {
        let q: Box<dyn Quiz> = series(problem, seed, 3).unwrap()[0].quiz();
        if !q.wins() {
            continue;
        }
        let picture = q.picture(Lang::En);
        if !picture.contains(&format!("data-pick=\"{pick}\"")) {
            continue;
        }
        for m in q.legal(Lang::En) {
            if !q.check(&m, Lang::En).unwrap().right {
                continue;
            }
            if pick == "move" {
                let css = format!("#ex-picture .target[data-words={}]", quoted(&m));
                if picture.contains(&format!("data-words=\"{}\"", m.replace('&', "&amp;"))) {
                    return (seed, m, vec![css]);
                }
                continue;
            }
            // The coins of the move: the words of it that label a coin of the picture (on a
            // board, the corners: its parts in brackets, spaces taken out).
            let flat = m.replace(' ', "");
            let coins: Vec<&str> = match pick {
                "pair" => (flat.split('(').skip(1))
                    .filter_map(|w| w.split(')').next())
                    .collect(),
                _ => m.split_whitespace().collect(),
            };
            let coins: Vec<&str> = (coins.into_iter())
                .filter(|w| picture.contains(&format!("data-coin=\"{w}\"")))
                .collect();
            // A rectangle: its first corner and the opposite one (the same for one coin).
            let coins = match (pick, coins.first(), coins.last()) {
                ("pair", Some(a), Some(z)) => vec![*a, *z],
                _ => coins,
            };
            let answer = coins.join(if pick == "pair" { " to " } else { " " });
            if !coins.is_empty() && q.check(&answer, Lang::En).is_ok_and(|c| c.right) {
                let css = (coins.iter())
                    .map(|c| format!("#ex-picture .target[data-coin={}]", quoted(c)))
                    .collect();
                return (seed, answer, css);
            }
        }
    }
    let q = series(problem, 0, 3).unwrap()[0].quiz();
    panic!(
        "no seed of {problem} has a winning answer on its picture: {:?} {}",
        q.legal(Lang::En).first(),
        q.picture(Lang::En)
    );
}

/// Opens `problem`'s exercise page on the series (`seed`, 3) at its first exercise, in
/// `lang`, and waits for its picture.
fn open(b: &webdriver::Browser, desk: &Desk, problem: &str, seed: u64, lang: &str) {
    let url = format!("{}/x/{problem}", desk.base);
    b.go(&url);
    let state = json!({"seed": seed, "count": 3, "index": 0, "hints": 0, "answered": null,
        "results": []});
    b.script(&format!(
        "document.cookie = 'lang={lang};path=/'; localStorage.setItem({}, {});",
        quoted(&format!("grundy-exercise-{problem}")),
        quoted(&state.to_string())
    ));
    b.go(&url);
    answered(b, false);
}

/// Waits until the page shows its exercise with its picture, answered (or not).
fn answered(b: &webdriver::Browser, yes: bool) {
    wait_for(PATIENCE, &format!("the exercise, answered {yes}"), || {
        let v = b.script(
            "return [document.body.dataset.answered || '', \
             document.querySelectorAll('#ex-picture svg').length];",
        );
        (v[0] == yes.to_string().as_str() && v[1] == 1).then_some(())
    });
}

fn text(b: &webdriver::Browser, id: &str) -> String {
    let v = b.script(&format!(
        "return document.getElementById('{id}').textContent;"
    ));
    v.as_str().unwrap().to_string()
}

/// Presses Tab from the back link until the element matching `css` has the focus (at most
/// 400 times); then the hover line.
fn tab_to(b: &webdriver::Browser, css: &str) -> String {
    b.script("document.querySelector('header a.back').focus();");
    let check = format!(
        "const e = document.activeElement; return e && e.matches({}) ? \
         document.getElementById('ex-hover').textContent : null;",
        quoted(css)
    );
    for _ in 0..400 {
        if let Some(hover) = b.script(&check).as_str() {
            return hover.to_string();
        }
        b.keys(&[TAB]);
    }
    panic!("Tab never reaches {css}");
}

/// The verdict shown, once right (the test fails on a wrong one).
fn right(b: &webdriver::Browser, what: &str) {
    answered(b, true);
    let right = b.script("return document.getElementById('ex-verdict').dataset.right;");
    assert_eq!(right, "true", "{what}: {}", text(b, "ex-verdict"));
    assert!(text(b, "ex-verdict").starts_with("right"), "{what}");
}

#[test]
fn an_exercise_is_answered_from_the_keyboard_alone() {
    let test = "an_exercise_is_answered_from_the_keyboard_alone";
    let Some((b, _scratch, _)) = tools(test, "ex-keys", false) else {
        return;
    };
    let desk = Desk::start();
    b.size(1300, 1500);
    for problem in ["poj1704", "hdu1907"] {
        let (seed, m, css) = winning(problem, "move");
        open(&b, &desk, problem, seed, "en");
        let hover = tab_to(&b, &css[0]);
        assert_eq!(hover, m, "{problem}: the hover line on focus");
        b.keys(&[ENTER]);
        right(&b, &format!("{problem} seed {seed}: {m}"));
    }
    // Coins: Enter on each gathers it into the answer box; the Answer button sends them.
    let (seed, answer, css) = winning("hdu3537", "coins");
    open(&b, &desk, "hdu3537", seed, "en");
    for c in &css {
        tab_to(&b, c);
        b.keys(&[ENTER]);
    }
    let typed = b.script("return document.getElementById('ex-answer').value;");
    assert_eq!(typed, answer.as_str(), "the coins pressed");
    let pressed =
        b.script("return document.querySelectorAll('#ex-picture [aria-pressed=true]').length;");
    assert_eq!(pressed, css.len(), "the coins pressed are marked pressed");
    tab_to(&b, "#ex-send");
    b.keys(&[ENTER]);
    right(&b, &format!("hdu3537 seed {seed}: {answer}"));
}

#[test]
fn coins_clicked_go_to_the_answer_box_and_answer() {
    let test = "coins_clicked_go_to_the_answer_box_and_answer";
    let Some((b, _scratch, _)) = tools(test, "ex-coins", false) else {
        return;
    };
    let desk = Desk::start();
    b.size(1300, 1500);
    let (seed, answer, css) = winning("hdu3537", "coins");
    open(&b, &desk, "hdu3537", seed, "en");
    let value = || b.script("return document.getElementById('ex-answer').value;");
    // A coin clicked twice is taken out again.
    b.click_on(&css[0]);
    assert_ne!(value(), "", "a coin clicked");
    b.click_on(&css[0]);
    assert_eq!(value(), "", "the coin clicked again");
    for c in &css {
        b.click_on(c);
    }
    assert_eq!(value(), answer.as_str(), "the coins clicked");
    b.click("#ex-send");
    right(&b, &format!("hdu3537 seed {seed}: {answer}"));
    // A board: a corner, then the opposite one, answers at once.
    let (seed, answer, css) = winning("hdu3404", "pair");
    open(&b, &desk, "hdu3404", seed, "en");
    b.click_on(&css[0]);
    let marked = b.script("return document.querySelectorAll('#ex-picture .picked').length;");
    assert_eq!(marked, 1, "the first corner marked");
    b.click_on(&css[1]);
    right(&b, &format!("hdu3404 seed {seed}: {answer}"));
}

#[test]
fn the_page_has_no_axe_violation_in_both_languages_at_both_widths() {
    let test = "the_page_has_no_axe_violation_in_both_languages_at_both_widths";
    let Some((b, _scratch, source)) = tools(test, "ex-axe", true) else {
        return;
    };
    let desk = Desk::start();
    for problem in ["hdu1907", "hdu3537"] {
        for lang in ["en", "zh"] {
            for width in [1280, 390] {
                b.viewport(width, if width == 390 { 844 } else { 900 });
                open(&b, &desk, problem, 1, lang);
                b.click("#ex-hint");
                wait_for(PATIENCE, "a hint", || {
                    let n = b.script("return document.querySelectorAll('#ex-hints li').length;");
                    (n == 1).then_some(())
                });
                // The words of a target on focus.
                b.script("document.querySelector('#ex-picture .target').focus();");
                assert_ne!(text(&b, "ex-hover"), "", "{problem} {lang}: words on focus");
                b.click("#ex-none");
                answered(&b, true);
                let page = format!("the exercise page of {problem} ({lang}, {width} wide)");
                axe::assert_none(&page, &axe::audit(&b, &source));
                let wide =
                    b.script("return document.documentElement.scrollWidth > window.innerWidth;");
                assert_eq!(wide, false, "{page}: the page scrolls sideways");
            }
        }
    }
}
