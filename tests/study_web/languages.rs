//! The desk's languages in the browser: a browser asking for Chinese gets the desk in
//! Chinese, with the English page's numbers; the switch turns it to English and the choice
//! is kept; switched back, Chinese again.

use super::web::{self, PATIENCE, wait_for};
use super::{Desk, common, numbers, webdriver};
use serde_json::Value;

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
