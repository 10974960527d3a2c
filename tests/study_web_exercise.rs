//! The desk's exercises: over HTTP on the loopback, each problem's exercise page and the
//! link to it, every answer of `POST /api/exercise` equal to the library's check of the
//! same series (the one `play --exercise` plays: [`series`]), the hint ladder, Chinese
//! from a tab switched to it, and every malformed request refused with its status. In
//! headless Chromium (skipped, saying why, where Chromium is missing and `CI` is not set):
//! a whole series played to its end, one answer wrong, one after a hint and clicked on the
//! picture, one the "no winning move" button, one typed, and the score kept in the browser
//! across a reload; and the page, in both languages with a hint and a verdict shown, with
//! no serious finding of axe-core.

// This file uses the audit alone.
#[path = "common/axe.rs"]
mod axe;
mod common;
#[path = "common/desk.rs"]
mod desk;
use desk::Desk;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use grundy::i18n::Lang;
use grundy::study::play::exercise::{PROBLEMS, Quiz, series};
use grundy::study::web::draw::fit::for_page;
use serde_json::{Value, json};
use web::PATIENCE;

/// A winning move of `q` (or `none`), and a wrong answer.
fn answers(q: &dyn Quiz) -> (String, String) {
    let legal = q.legal(Lang::En);
    let right = (legal.iter())
        .find(|m| q.check(m, Lang::En).unwrap().right)
        .cloned()
        .unwrap_or_else(|| "none".into());
    let wrong = (legal.iter())
        .find(|m| !q.check(m, Lang::En).unwrap().right)
        .cloned()
        .unwrap_or_else(|| "none".into());
    // Where no move is left, the only answer is `none`, and it is right.
    let wrong = match legal.first() {
        _ if q.wins() => wrong,
        Some(m) => m.clone(),
        None => "none".into(),
    };
    (right, wrong)
}

fn ask(desk: &Desk, body: &Value) -> (u16, Value) {
    let (status, text) = web::post(
        &format!("{}/api/exercise", desk.base),
        None,
        &body.to_string(),
    );
    (status, serde_json::from_str(&text).unwrap())
}

#[test]
fn the_pages_and_the_link_to_them() {
    let desk = Desk::start();
    for p in PROBLEMS {
        let (status, page) = web::get(&format!("{}/x/{p}", desk.base), None);
        assert_eq!(status, 200, "{p}");
        assert!(page.contains(&format!("data-exercise=\"{p}\"")), "{p}");
        assert!(page.contains("/assets/exercise.js"), "{p}");
        let (_, problem) = web::get(&format!("{}/p/{p}", desk.base), None);
        assert!(problem.contains(&format!("href=\"/x/{p}\"")), "{p}");
    }
    for p in ["pe459", "nim_product_64", "nope"] {
        let (status, _) = web::get(&format!("{}/x/{p}", desk.base), None);
        assert_eq!(status, 404, "{p}");
    }
    let (_, problem) = web::get(&format!("{}/p/pe459", desk.base), None);
    assert!(!problem.contains("href=\"/x/"), "pe459 has no exercises");
    let (status, zh) = web::get_in(&format!("{}/x/hdu1907", desk.base), None, Some("zh-CN"));
    assert_eq!(status, 200);
    assert!(zh.contains("没有必胜走法"), "{zh}");
    let (status, js) = web::get(&format!("{}/assets/exercise.js", desk.base), None);
    assert_eq!(status, 200);
    assert!(js.contains("localStorage"));
}

#[test]
fn every_answer_is_the_librarys() {
    let desk = Desk::start();
    for p in PROBLEMS {
        let seed = 11;
        for (k, e) in series(p, seed, 4).unwrap().iter().enumerate() {
            let q = e.quiz();
            let (right, wrong) = answers(q.as_ref());
            let body = |hints: usize, answer: &str| json!({"problem": p, "seed": seed, "count": 4, "index": k, "hints": hints, "answer": answer});
            let (status, v) = ask(&desk, &body(0, &right));
            assert_eq!(status, 200, "{p} {k}: {v}");
            assert_eq!(v["position"], q.show(Lang::En), "{p} {k}");
            assert_eq!(v["head"], format!("exercise {} of 4", k + 1));
            assert_eq!(v["verdict"]["right"], true, "{p} {k} {right}: {v}");
            // The library's picture as the desk shows every picture (sized, named).
            assert_eq!(v["picture"], for_page(&q.picture(Lang::En)));
            assert_eq!(v["hints"], json!([]));
            let (_, v) = ask(&desk, &body(2, &wrong));
            assert_eq!(v["hints"], json!(q.hints(2, Lang::En)), "{p} {k}");
            if wrong != right {
                assert_eq!(v["verdict"]["right"], false, "{p} {k} {wrong}: {v}");
                let says = v["verdict"]["says"].as_str().unwrap();
                let reason = q.check(&wrong, Lang::En).unwrap().reason;
                assert_eq!(says, format!("wrong: {reason}"));
            }
            // "none" is right exactly where the position is lost.
            let (_, v) = ask(&desk, &body(3, "none"));
            assert_eq!(v["verdict"]["right"], !q.wins(), "{p} {k}: {v}");
            assert_eq!(v["hints"].as_array().unwrap().len(), 3);
            if !q.wins() {
                assert!(
                    v["verdict"]["says"]
                        .as_str()
                        .unwrap()
                        .starts_with("right, with 3 hints: ")
                );
            }
        }
    }
    // Chinese, from a tab switched to it.
    let v = desk.api(
        "exercise",
        &json!({"problem": "hdu1848", "seed": 1, "count": 3, "index": 2, "hints": 1}),
        true,
    );
    assert_eq!(v["head"], "第3题，共3题");
    assert!(
        v["hints"][0]
            .as_str()
            .unwrap()
            .starts_with("提示一，各部分的SG值："),
        "{v}"
    );
    assert_eq!(v["verdict"], Value::Null);
}

#[test]
fn malformed_requests_are_refused() {
    let desk = Desk::start();
    let good = json!({"problem": "poj1704", "seed": 1, "count": 3, "index": 0, "hints": 0});
    assert_eq!(ask(&desk, &good).0, 200);
    let with = |name: &str, value: Value| {
        let mut b = good.clone();
        b[name] = value;
        b
    };
    for (body, status) in [
        (with("count", json!(0)), 400),
        (with("count", json!(51)), 400),
        (with("index", json!(3)), 400),
        (with("index", json!(-1)), 400),
        (with("hints", json!(4)), 400),
        (with("seed", json!(-5)), 400),
        (with("seed", json!(1u64 << 53)), 400),
        (with("seed", json!("7")), 400),
        (with("answer", json!("x".repeat(201))), 400),
        (with("answer", json!(5)), 400),
        (with("problem", json!(3)), 400),
        (with("problem", json!("pe459")), 404),
        (with("problem", json!("chess")), 404),
        (with("answer", json!("move the chessman at 99 to 1")), 422),
        (with("answer", json!("")), 422),
    ] {
        let (s, v) = ask(&desk, &body);
        assert_eq!(s, status, "{body}: {v}");
        assert!(
            v["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{body}: {v}"
        );
    }
    // A word that is no move: the exercise's words (a move or `none`), not `play`'s
    // commands (an exercise has no undo), in both languages.
    for (problem, word) in [("poj1704", "hello"), ("hdu1907", "hello world")] {
        let (s, v) = ask(
            &desk,
            &json!({"problem": problem, "seed": 1, "count": 3,
            "index": 0, "hints": 0, "answer": word}),
        );
        let e = v["error"].as_str().unwrap();
        assert_eq!(s, 422, "{v}");
        assert!(
            !e.contains("undo") && e.contains("`none`"),
            "{problem}: {e}"
        );
        let q = series(problem, 1, 3).unwrap()[0].quiz();
        let zh = q.check(word, Lang::Zh).err().unwrap();
        assert!(
            !zh.contains("悔棋") && zh.contains("`none`"),
            "{problem}: {zh}"
        );
    }
    let url = format!("{}/api/exercise", desk.base);
    assert_eq!(web::post(&url, None, "not json").0, 400);
    assert_eq!(web::post(&url, None, "[1]").0, 400);
    assert_eq!(web::get(&url, None).0, 405);
}

/// A seed whose series of three HDU 1907 exercises has: the first won, the second won
/// with a winning move drawn as a click target of the picture, the third lost. Returns
/// the seed, the second's clicked move (its words) and the first's wrong answer.
fn browser_seed() -> (u64, String, String) {
    for seed in 0..500 {
        let s = series("hdu1907", seed, 3).unwrap();
        let q: Vec<Box<dyn Quiz>> = s.iter().map(|e| e.quiz()).collect();
        if !(q[0].wins() && q[1].wins() && !q[2].wins()) {
            continue;
        }
        let picture = q[1].picture(Lang::En);
        let clicked = (q[1].legal(Lang::En).into_iter())
            .filter(|m| q[1].check(m, Lang::En).unwrap().right)
            .find(|m| picture.contains(&format!("data-words=\"{}\"", m.replace('&', "&amp;"))));
        if let Some(m) = clicked {
            return (seed, m, answers(q[0].as_ref()).1);
        }
    }
    panic!("no seed fits");
}

#[test]
fn in_a_browser_a_series_to_its_end_and_the_score_kept_across_a_reload() {
    let test = "in_a_browser_a_series_to_its_end_and_the_score_kept_across_a_reload";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => {
            return common::skip::skip("study_web_exercise", test, &why, webdriver::GET_CHROMIUM);
        }
    };
    let (seed, click, wrong) = browser_seed();
    let scratch = web::scratch("study-exercise-browser");
    let desk = Desk::start();
    let b = webdriver::Browser::start(&chromium, &driver, &scratch.join("browser"));
    b.size(1300, 1500);
    b.go(&format!("{}/x/hdu1907", desk.base));
    // Waits until the page shows exercise `index` (from 0), answered or not.
    let at = |index: usize, answered: bool| {
        web::wait_for(
            PATIENCE,
            &format!("exercise {index}, answered {answered}"),
            || {
                let v = b.script(
                "const d = document.body.dataset; \
                 return [d.index || '', d.answered || '', document.getElementById('ex-head').textContent];",
            );
                (v[0] == index.to_string().as_str()
                    && v[1] == answered.to_string().as_str()
                    && !v[2].as_str().unwrap_or("").is_empty())
                .then_some(())
            },
        );
    };
    at(0, false);
    // A series of three from the seed.
    b.fill("#ex-seed", &seed.to_string());
    b.script("document.getElementById('ex-count').value = '3';");
    b.click("#ex-new button[type=submit]");
    let head = || b.script("return document.getElementById('ex-head').textContent;");
    web::wait_for(PATIENCE, "the new series", || {
        (head() == "exercise 1 of 3").then_some(())
    });
    // 1: wrong, typed.
    b.fill("#ex-answer", &wrong);
    b.click("#ex-send");
    at(0, true);
    let verdict = || {
        b.script("return document.getElementById('ex-verdict').textContent;")
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(
        verdict().starts_with(&format!("wrong: `{wrong}` does not win")),
        "{}",
        verdict()
    );
    b.click("#ex-next");
    at(1, false);
    // 2: a hint, then the winning move clicked on the picture.
    b.click("#ex-hint");
    web::wait_for(PATIENCE, "the first hint", || {
        let n = b.script("return document.querySelectorAll('#ex-hints li').length;");
        (n == 1).then_some(())
    });
    let hint = b.script("return document.querySelector('#ex-hints li').textContent;");
    assert!(
        hint.as_str()
            .unwrap()
            .starts_with("hint 1, the Grundy values: "),
        "{hint}"
    );
    b.script(&format!(
        "document.querySelector('#ex-picture .target[data-words=\"{click}\"]')\
         .dispatchEvent(new MouseEvent('click', {{bubbles: true}}));"
    ));
    at(1, true);
    assert!(
        verdict().starts_with(&format!("right, with a hint: `{click}` wins")),
        "{}",
        verdict()
    );
    b.click("#ex-next");
    at(2, false);
    // 3: lost, the "no winning move" button.
    b.click("#ex-none");
    at(2, true);
    assert!(
        verdict().starts_with("right: there is no winning move"),
        "{}",
        verdict()
    );
    let tally = || b.script("return document.getElementById('ex-tally').textContent;");
    let expected = "score: 1 right at the first try, 1 right with hints, 1 wrong, of 3";
    assert_eq!(tally(), expected);
    let done = b.script("return document.getElementById('ex-done').hidden;");
    assert_eq!(done, false, "the end of the series is said");
    let next = b.script("return document.getElementById('ex-next').hidden;");
    assert_eq!(next, true, "no exercise after the last");
    // Kept in the browser: after a reload, the same place and score.
    b.go(&format!("{}/x/hdu1907", desk.base));
    at(2, true);
    assert_eq!(tally(), expected);
    assert_eq!(head(), "exercise 3 of 3");
    let kept = b.script("return JSON.parse(localStorage.getItem('grundy-exercise-hdu1907'));");
    assert_eq!(kept["seed"], seed);
    assert_eq!(kept["results"], json!(["wrong", "hints", "first"]));
    // A reset starts the series afresh.
    b.click("#ex-new button[type=submit]");
    at(0, false);
    assert_eq!(
        tally(),
        "score: 0 right at the first try, 0 right with hints, 0 wrong, of 3"
    );
}

#[test]
fn in_a_browser_the_page_passes_axe_in_both_languages() {
    let test = "in_a_browser_the_page_passes_axe_in_both_languages";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => {
            return common::skip::skip("study_web_exercise", test, &why, webdriver::GET_CHROMIUM);
        }
    };
    let source = match axe::source() {
        Ok(s) => s,
        Err(why) => return common::skip::skip("study_web_exercise", test, &why, axe::GET_AXE),
    };
    let scratch = web::scratch("study-exercise-axe");
    let desk = Desk::start();
    let b = webdriver::Browser::start(&chromium, &driver, &scratch.join("browser"));
    b.size(1300, 1500);
    for lang in ["en", "zh"] {
        b.go(&format!("{}/x/poj1704", desk.base));
        b.script(&format!(
            "document.cookie = 'lang={lang};path=/'; localStorage.clear();"
        ));
        b.go(&format!("{}/x/poj1704", desk.base));
        let ready = |answered: &str| {
            web::wait_for(PATIENCE, "the exercise", || {
                let v = b.script(
                    "return [document.body.dataset.answered || '', \
                     document.querySelectorAll('#ex-picture svg').length];",
                );
                (v[0] == answered && v[1] == 1).then_some(())
            })
        };
        ready("false");
        let tag = b.script("return document.documentElement.lang;");
        assert_eq!(tag, if lang == "en" { "en" } else { "zh-CN" });
        b.click("#ex-hint");
        web::wait_for(PATIENCE, "a hint", || {
            let n = b.script("return document.querySelectorAll('#ex-hints li').length;");
            (n == 1).then_some(())
        });
        b.click("#ex-none");
        ready("true");
        axe::assert_none(
            &format!("the exercise page ({lang})"),
            &axe::audit(&b, &source),
        );
    }
}
