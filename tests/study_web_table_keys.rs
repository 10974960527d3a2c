//! The Grundy table's picture on the desk for every student, in headless Chromium through
//! WebDriver (skipped, saying why, where Chromium is missing and `CI` is not set): on each
//! problem's page with a table, at 390 × 844 (a phone), every text of the table is rendered
//! at least 11 CSS pixels high (the table scrolls in its box, the page never sideways); its
//! entries are one tab stop, reached with Tab, each named (its `<title>`: its value and the
//! mex it is of), and the arrow keys move the stop (Right to the next entry, Down to the one
//! drawn below, Up back, Home to the first); the entry with the focus shows its mex
//! explanation under the table, as a hover does.

mod common;
#[path = "common/desk.rs"]
mod desk;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use desk::Desk;
use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};
use web::{PATIENCE, wait_for};
use webdriver::key::*;

/// The least rendered height of the table's text, in CSS pixels, and the text it is.
const SMALLEST_TEXT: &str = "
  let least = [1e9, ''];
  for (const svg of document.querySelectorAll('#table svg')) {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    for (const t of svg.querySelectorAll('text')) {
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (px < least[0]) least = [px, t.textContent];
    }
  }
  return least;";

/// The entry with the focus: its label, its name (the `<title>`), the line under the table,
/// where it is drawn, and how many entries are tab stops.
const FOCUSED: &str = "
  const c = document.activeElement;
  if (!c || !c.matches('#table .cell')) return null;
  const r = c.querySelector('rect');
  return {
    label: c.dataset.label,
    role: c.getAttribute('role'),
    name: c.querySelector('title').textContent,
    line: document.getElementById('table-hover').textContent,
    x: Number(r.getAttribute('x')),
    y: Number(r.getAttribute('y')),
    stops: document.querySelectorAll('#table .cell[tabindex=\"0\"]').length,
  };";

#[test]
fn the_table_is_readable_on_a_phone_and_its_entries_are_reached_with_the_keyboard() {
    let test = "the_table_is_readable_on_a_phone_and_its_entries_are_reached_with_the_keyboard";
    let Some((b, _scratch)) =
        webdriver::browser_or_skip("study_web_table_keys", test, "table-keys")
    else {
        return;
    };
    let desk = Desk::start();
    b.viewport(390, 844);
    let mut tables = 0;
    for p in PROBLEMS {
        let id = p.id;
        b.go(&format!("{}/p/{id}", desk.base));
        let cells = wait_for(PATIENCE, "the page's first answer", || {
            let v = b.script(
                "return [Number(document.body.dataset.answers || 0), \
                 document.body.dataset.busy || '', \
                 document.querySelectorAll('#table .cell').length];",
            );
            (v[0].as_u64() >= Some(1) && v[1] == "").then(|| v[2].as_u64().unwrap())
        });
        if cells < 2 {
            continue;
        }
        tables += 1;
        let least = b.script(SMALLEST_TEXT);
        assert!(
            least[0].as_f64().unwrap() >= 11.0,
            "{id}: table text {} px high: {least}",
            least[0]
        );
        let wide = b.script("return [document.documentElement.scrollWidth, window.innerWidth];");
        assert!(
            wide[0].as_u64() <= wide[1].as_u64(),
            "{id}: the page is {wide}"
        );
        // Tab from the position's box to the table: one stop, the first entry.
        b.script("document.getElementById('position').focus();");
        let mut first = Value::Null;
        for _ in 0..1500 {
            first = b.script(FOCUSED);
            if !first.is_null() {
                break;
            }
            b.keys(&[TAB]);
        }
        assert!(!first.is_null(), "{id}: Tab never reaches the table");
        assert_eq!(first["stops"], 1, "{id}: {first}");
        assert_eq!(first["role"], "img", "{id}: {first}");
        let name = first["name"].as_str().unwrap();
        assert!(!name.trim().is_empty(), "{id}: an entry without a name");
        assert_eq!(first["line"], name, "{id}: the mex explanation on focus");
        // Right: the next entry, its explanation shown; still one stop.
        b.keys(&[RIGHT]);
        let next = b.script(FOCUSED);
        assert_ne!(next["label"], first["label"], "{id}: Right moves: {next}");
        assert_eq!(next["line"], next["name"], "{id}: {next}");
        assert_eq!(next["stops"], 1, "{id}: {next}");
        // Down: the entry drawn below in the same column, where the table has one.
        let below = b.script(&format!(
            "return [...document.querySelectorAll('#table .cell rect')].some((r) => \
             Number(r.getAttribute('x')) === {} && Number(r.getAttribute('y')) > {});",
            next["x"], next["y"]
        ));
        b.keys(&[DOWN]);
        let down = b.script(FOCUSED);
        if below == json!(true) {
            assert_eq!(down["x"], next["x"], "{id}: Down keeps the column: {down}");
            assert!(
                down["y"].as_u64() > next["y"].as_u64(),
                "{id}: Down: {down}"
            );
            b.keys(&[UP]);
            assert_eq!(b.script(FOCUSED)["label"], next["label"], "{id}: Up");
        } else {
            assert_eq!(down["label"], next["label"], "{id}: no entry below");
        }
        b.keys(&[HOME]);
        assert_eq!(b.script(FOCUSED)["label"], first["label"], "{id}: Home");
    }
    assert!(tables >= 3, "only {tables} pages have a table");
}
