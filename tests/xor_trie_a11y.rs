//! The card game's pages for every player (issue 37, item 5).
//!
//! Over HTTP (always run): the pages' icon is served (200, SVG) at the address the pages
//! name and at the one browsers ask for by themselves, and every page names it.
//!
//! In headless Chromium (skipped, saying why, where Chromium or axe-core is missing and `CI`
//! is not set): axe-core finds nothing serious or critical on any page — the board and a
//! seat before the deal, during a round, while a skill waits for counters, at the round's
//! end and after the session's end, the page of an unknown link and of an unknown address —
//! in English and in Chinese, and no request of theirs fails; the trie's text alternative
//! says what it shows in the page's language; on a seat's page the keyboard's focus stays
//! on the control pressed (or in its region when the action took it away), and the live
//! regions say "your turn", the counter window and a refusal; and as a whole round's views
//! arrive, the board (1920×1080 and 412×823, Lighthouse's phone) and a seat (390×844) shift their layout by no more than
//! CLS 0.1 (PerformanceObserver, `layout-shift`, session windows as Lighthouse counts them).

#[path = "common/axe.rs"]
mod axe;
mod common;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use common::skip::skip;
use serde_json::Value;
use std::path::{Path, PathBuf};
use web::{PATIENCE, Served, action, lines, scratch, wait_for, wait_or};
use webdriver::{Browser, GET_CHROMIUM};

/// Seats 1 and 2 take a C; seat 4 casts `<<` on its own sequence.
const TWO_COUNTERS: &str = include_str!("cases/xor_trie_referee/two-counters.txt");
/// A whole seeded round of four players (the random bot's), ending with its standings.
const ROUND: &str = include_str!("cases/xor_trie_referee/bot-random-4.in");

/// The largest layout shift the pages may make as views arrive (Lighthouse's "good").
const MAX_CLS: f64 = 0.1;

/// A served session with its log `name.txt` in `dir` and `setup` typed at its terminal.
fn served(dir: &Path, name: &str, setup: &[String]) -> Served {
    let log = dir.join(format!("{name}.txt"));
    let mut s = Served::start("127.0.0.1:0", &["--save", log.to_str().unwrap()], &log);
    for l in setup {
        s.type_line(l);
    }
    s
}

/// The setup lines (with `begin`) and the action lines of a script.
fn split(script: &str) -> (Vec<String>, Vec<String>) {
    let (mut setup, actions): (Vec<String>, Vec<String>) =
        lines(script).into_iter().partition(|l| action(l).is_none());
    setup.push("begin".into());
    (setup, actions)
}

/// Presses each of `actions` from its seat's token (over HTTP, as a page does).
fn press_all(s: &Served, tokens: &[String], actions: &[String]) {
    for line in actions {
        let (seat, rest) = action(line).unwrap();
        let (status, body) = s.act(&tokens[seat.unwrap() - 1], &rest);
        assert_eq!(status, 200, "{line}: {body}");
    }
}

/// Chromium and its driver, and axe-core's source, or the test is skipped (`None`).
fn tools(test: &str) -> Option<(PathBuf, PathBuf, String)> {
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => {
            skip("xor_trie_a11y", test, &why, GET_CHROMIUM);
            return None;
        }
    };
    match axe::source() {
        Ok(src) => Some((chromium, driver, src)),
        Err(why) => {
            skip("xor_trie_a11y", test, &why, axe::GET_AXE);
            None
        }
    }
}

#[test]
fn the_pages_icon_is_served_and_named_by_every_page() {
    let dir = scratch("a11y-icon");
    let s = served(&dir, "icon", &lines("players 4"));
    for path in ["/favicon.svg", "/favicon.ico"] {
        let r = web::agent()
            .get(format!("{}{path}", s.base))
            .call()
            .unwrap();
        assert_eq!(r.status().as_u16(), 200, "{path}");
        let mime = r.headers()["content-type"].to_str().unwrap().to_string();
        assert_eq!(mime, "image/svg+xml", "{path}");
        let body = r.into_body().read_to_string().unwrap();
        assert!(
            body.starts_with("<svg ") && body.contains("viewBox"),
            "{body}"
        );
    }
    let token = &s.tokens()[0];
    for (path, status) in [
        ("/".to_string(), 200),
        (format!("/seat/{token}"), 200),
        ("/seat/0123456789abcdef0123456789abcdef".into(), 403),
        ("/nowhere".into(), 404),
    ] {
        let (got, html) = s.get(&path, None);
        assert_eq!(got, status, "{path}");
        assert!(
            html.contains("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">"),
            "{path}: {html}"
        );
    }
}

/// Loads `url` in `lang` (`en` or `zh`, the page's switch's cookie) and waits until the
/// page shows it in that language, following the game (`live`) at `version` or later.
fn load(b: &Browser, url: &str, lang: &str, live: Option<u64>) {
    b.go(url);
    b.script(&format!(
        "document.cookie = 'lang={lang}; Path=/; SameSite=Strict'; return 0;"
    ));
    b.go(url);
    let tag = if lang == "zh" { "zh-CN" } else { "en" };
    wait_or(
        PATIENCE,
        &format!("{url} in {lang}"),
        || {
            let v = b.script(
                "return [document.documentElement.lang, document.body.dataset.link || '',
                         Number(document.body.dataset.version || 0)];",
            );
            let shown = v[0] == tag;
            let following = match live {
                None => true,
                Some(version) => (v[1] == "up" || v[1] == "ended") && v[2].as_u64()? >= version,
            };
            (shown && following).then_some(())
        },
        || b.text(),
    );
}

/// axe-core on the page `b` shows: nothing serious or critical; and no request the page
/// made failed.
fn audit(b: &Browser, src: &str, what: &str) {
    axe::assert_none(what, &axe::serious(b, src));
    let failed = b.script(
        "return performance.getEntriesByType('resource')
           .filter((e) => e.responseStatus >= 400).map((e) => e.name + ' ' + e.responseStatus);",
    );
    assert_eq!(failed, serde_json::json!([]), "{what}: requests failed");
}

/// Every page in both languages, through axe-core, in each state of a game.
fn audit_all(b: &Browser, src: &str, pages: &[(String, Option<u64>)], state: &str) {
    for lang in ["en", "zh"] {
        for (url, live) in pages {
            load(b, url, lang, *live);
            audit(b, src, &format!("{url} {state} in {lang}"));
        }
    }
}

#[test]
fn axe_finds_nothing_serious_on_any_card_page_in_either_language() {
    let test = "axe_finds_nothing_serious_on_any_card_page_in_either_language";
    let Some((chromium, driver, src)) = tools(test) else {
        return;
    };
    let dir = scratch("a11y-axe");
    let b = Browser::start(&chromium, &driver, &dir.join("browser"));
    b.viewport(390, 844);

    // Before the deal: the board and a seat; a link of no seat, an address of nothing.
    let (setup, actions) = split(TWO_COUNTERS);
    let mut s = served(&dir, "counters", &setup[..1]);
    let tokens = s.tokens();
    let base = s.base.clone();
    let seat = |k: usize| format!("{base}/seat/{}", tokens[k - 1]);
    let mut pages = vec![(format!("{}/", s.base), Some(1)), (seat(1), Some(1))];
    pages.push((
        format!("{}/seat/0123456789abcdef0123456789abcdef", s.base),
        None,
    ));
    pages.push((format!("{}/nowhere", s.base), None));
    audit_all(&b, &src, &pages, "before the deal");
    for l in &setup[1..] {
        s.type_line(l);
    }
    // During a round, and while seat 4's skill waits for the answers of seats 1 and 2.
    let version = 1 + s.log_lines().len() as u64;
    let board = (format!("{}/", s.base), Some(version));
    audit_all(
        &b,
        &src,
        &[board, (seat(1), Some(version))],
        "at the round's start",
    );
    press_all(&s, &tokens, &actions);
    let version = 1 + s.log_lines().len() as u64;
    let pages: Vec<(String, Option<u64>)> = [format!("{}/", s.base), seat(1), seat(4)]
        .into_iter()
        .map(|u| (u, Some(version)))
        .collect();
    audit_all(&b, &src, &pages, "while a skill waits for counters");
    // The trie's words, in the page's language.
    for (lang, words) in [("en", "public sequence"), ("zh", "公共序列")] {
        load(&b, &pages[0].0, lang, Some(version));
        let label = b.script("return document.getElementById('trie').getAttribute('aria-label');");
        let label = label.as_str().unwrap();
        assert!(label.contains(words), "{lang}: {label}");
        for k in 1..=4 {
            let bits = grundy::xor_trie::bits(
                web::replay(&s.log_lines())
                    .session()
                    .game()
                    .unwrap()
                    .seq(grundy::xor_trie::Seat::new(k)),
            );
            assert!(
                label.contains(&bits),
                "{lang}: seat {k}'s {bits} in {label}"
            );
        }
    }
    drop(s);

    // A round to its end, then the session's end.
    let (setup, actions) = split(ROUND);
    let s = served(&dir, "round", &setup);
    let tokens = s.tokens();
    press_all(&s, &tokens, &actions);
    let version = 1 + s.log_lines().len() as u64;
    let board = format!("{}/", s.base);
    let seat2 = format!("{}/seat/{}", s.base, tokens[1]);
    let pages = [
        (board.clone(), Some(version)),
        (seat2.clone(), Some(version)),
    ];
    audit_all(&b, &src, &pages, "at the round's end");
    // The session ends while the board is open: its last view stays.
    load(&b, &board, "zh", Some(version));
    b.find("#standings:not([hidden])");
    let _ = s.quit();
    wait_for(PATIENCE, "the session's end on the board", || {
        (b.script("return document.body.dataset.link;") == "ended").then_some(())
    });
    audit(&b, &src, "the board after the session's end in zh");
    drop(b);
}

/// What the seat page's live regions and focus say: the polite region's text, the
/// assertive one's, and the focused element (`tag [data-*…]`, or `body`) and the region
/// it is in.
const READ_A11Y: &str = "const f = document.activeElement;
  const region = f && f.closest ? f.closest('main [id]') : null;
  return {
    polite: document.getElementById('announce').textContent.trim(),
    urgent: document.getElementById('alarm').textContent.trim(),
    refusal: document.getElementById('refusal').textContent,
    focus: f === document.body ? 'body' : f.outerHTML.slice(0, 120),
    region: region ? region.id : '',
  };";

/// Focuses the first element matching `css` and presses it as the keyboard does (a click
/// on the focused button).
fn press_focused(b: &Browser, css: &str) {
    b.find(css);
    b.script(&format!(
        "document.querySelector({}).focus(); return 0;",
        Value::String(css.into())
    ));
    b.click(css);
}

#[test]
fn a_seat_keeps_the_focus_and_its_live_regions_speak() {
    let test = "a_seat_keeps_the_focus_and_its_live_regions_speak";
    let Some((chromium, driver, _)) = tools(test) else {
        return;
    };
    let dir = scratch("a11y-focus");
    let (setup, actions) = split(TWO_COUNTERS);
    let s = served(&dir, "focus", &setup);
    let tokens = s.tokens();
    let b = Browser::start(&chromium, &driver, &dir.join("browser"));
    b.viewport(390, 844);
    b.go(&format!("{}/seat/{}", s.base, tokens[1]));
    let read = || b.script(READ_A11Y);
    let until = |what: &str, f: &dyn Fn(&Value) -> bool| {
        wait_or(
            PATIENCE,
            what,
            || {
                let v = read();
                f(&v).then_some(v)
            },
            || read().to_string(),
        )
    };
    b.find("#hand [data-card]");
    assert_eq!(read()["polite"], "", "seat 1 plays: nothing said to seat 2");
    // Seat 1's turn ends: seat 2 is told its turn has come.
    let (first, rest) = actions.split_at(3);
    press_all(&s, &tokens, first);
    until("\"your turn\" said", &|v| v["polite"] == "your turn");
    // Seat 2 plays card 5 with the keyboard: the card and its button are gone, the focus
    // stays among the cards (not at the top of the page).
    assert_eq!(rest[0], "2 play 5 public");
    press_focused(&b, "button[data-play=\"5\"][data-target=\"public\"]");
    wait_for(PATIENCE, "the play in the log", || {
        (s.log_lines().last()? == &rest[0]).then_some(())
    });
    let v = until("the play shown", &|v| {
        v["focus"] != "body"
            && b.script("return document.querySelector('#hand [data-card=\"5\"]') === null;")
                == Value::Bool(true)
    });
    assert_eq!(v["region"], "hand", "{v}");
    press_all(&s, &tokens, &rest[1..]);
    // Seat 4's skill asks seats 1 and 2: the window is said.
    let v = until("the counter window said", &|v| {
        v["polite"]
            .as_str()
            .unwrap_or("")
            .contains("waiting for counters")
    });
    let said = v["polite"].as_str().unwrap();
    assert!(
        said.starts_with("seat 4 plays shift left (<<) on its own sequence")
            && said.ends_with("Your answer: counter it, or let it act"),
        "{said}"
    );
    // Seat 2 lets it act with the keyboard: the page is rebuilt with the answer, and the
    // focus is on the same button.
    let let_it = "button[data-act=\"pass\"]";
    press_focused(&b, let_it);
    b.find("#actions .answered");
    let v = until("the focus back on the button", &|v| v["focus"] != "body");
    assert_eq!(
        b.script(&format!(
            "return document.activeElement.matches({});",
            Value::String(let_it.into())
        )),
        Value::Bool(true),
        "{v}"
    );
    // A refusal (a draw out of turn) is said at once, as the page shows it.
    b.script("send('draw'); return 0;");
    let v = until("the refusal said", &|v| {
        v["urgent"]
            .as_str()
            .is_some_and(|t| t.starts_with("error: "))
    });
    assert_eq!(v["urgent"], v["refusal"], "{v}");
    drop(b);
}

/// Starts recording the page's layout shifts (those made before too: `buffered`).
const WATCH_SHIFTS: &str = "if (!window.shifts) {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.hadRecentInput) {
          window.shifts.push({ t: e.startTime, v: e.value, at: document.body.dataset.version,
            h: ['me', 'turn', 'waiting', 'hand', 'skills', 'actions'].map((id) => { const x = document.getElementById(id); return x ? id + '=' + x.offsetHeight : ''; }).join(' '),
            what: e.sources.map((s) => s.node ? (s.node.id || s.node.className || s.node.nodeName) : '?').join(',') });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }
  return 0;";

/// The page's cumulative layout shift as Lighthouse and the Web Vitals count it: the
/// largest sum of shifts in a session window (shifts less than 1 s apart, at most 5 s
/// long); and the shifts' sources, largest first.
const READ_CLS: &str = "let best = 0, sum = 0, start = -1e9, last = -1e9;
  for (const s of window.shifts) {
    if (s.t - last > 1000 || s.t - start > 5000) { sum = 0; start = s.t; }
    sum += s.v; last = s.t;
    best = Math.max(best, sum);
  }
  const top = [...window.shifts].sort((a, b) => b.v - a.v).slice(0, 12)
    .map((s) => s.v.toFixed(4) + ' at version ' + s.at + ': ' + s.what + ' ' + (s.h || ''));
  return { cls: best, count: window.shifts.length, top };";

#[test]
fn views_arriving_shift_no_layout() {
    let test = "views_arriving_shift_no_layout";
    let Some((chromium, driver, _)) = tools(test) else {
        return;
    };
    let dir = scratch("a11y-cls");
    let (setup, actions) = split(ROUND);
    // The pages are open before the deal: the first game's view arrives on them.
    let mut s = served(&dir, "cls", &setup[..setup.len() - 1]);
    let tokens = s.tokens();
    let board = Browser::start(&chromium, &driver, &dir.join("board"));
    board.viewport(1920, 1080);
    let small = Browser::start(&chromium, &driver, &dir.join("small"));
    small.viewport(412, 823);
    let seat = Browser::start(&chromium, &driver, &dir.join("seat"));
    seat.viewport(390, 844);
    let pages = [
        (&board, format!("{}/", s.base), "the board at 1920×1080"),
        (&small, format!("{}/", s.base), "the board at 412×823"),
        (
            &seat,
            format!("{}/seat/{}", s.base, tokens[0]),
            "seat 1 at 390×844",
        ),
    ];
    for (b, url, _) in &pages {
        b.go(url);
        b.script(WATCH_SHIFTS);
        wait_for(PATIENCE, "the page following", || {
            (b.script("return document.body.dataset.link;") == "up").then_some(())
        });
    }
    s.type_line("begin");
    // The round's lines pressed one after the other, each page following.
    for (i, line) in actions.iter().enumerate() {
        let (k, rest) = action(line).unwrap();
        assert_eq!(s.act(&tokens[k.unwrap() - 1], &rest).0, 200, "{line}");
        let version = 2 + setup.len() as u64 + i as u64;
        for (b, _, what) in &pages {
            wait_for(PATIENCE, &format!("{what} at {line}"), || {
                let v = b.script("return Number(document.body.dataset.version);");
                (v.as_u64()? >= version).then_some(())
            });
        }
    }
    let mut report = String::new();
    for (b, _, what) in &pages {
        let m = b.script(READ_CLS);
        let cls = m["cls"].as_f64().unwrap();
        report.push_str(&format!(
            "\nxor_trie_a11y: {what}: CLS {cls:.3} over {} views ({} shifts; largest {})",
            actions.len() + 1,
            m["count"],
            m["top"]
        ));
        assert!(cls <= MAX_CLS, "{what}: CLS {cls:.3} > {MAX_CLS}: {m}");
    }
    let _ = std::io::Write::write_all(&mut std::io::stderr(), (report + "\n").as_bytes());
    drop((board, small, seat, s));
}

/// The phone's board and its previews: what a seat whose turn it is sees (the trie, its
/// zoom, a preview under each play) gives axe-core nothing serious, on a phone and on a
/// wide screen, in both languages, zoomed in too; the trie's picture says what it shows
/// (the television's words, with this seat's sequence); the zoom buttons have names; a
/// preview is readable words; and while a play far down the page is chosen (focused), its
/// landing, drawn dashed, is on the screen.
#[test]
fn the_phone_board_and_its_previews_are_for_every_player() {
    let test = "the_phone_board_and_its_previews_are_for_every_player";
    let Some((chromium, driver, src)) = tools(test) else {
        return;
    };
    let dir = scratch("a11y-phone-board");
    let b = Browser::start(&chromium, &driver, &dir.join("browser"));
    let (setup, actions) = split(ROUND);
    let s = served(&dir, "board", &setup);
    let tokens = s.tokens();
    // The first action's seat is to play: its page shows the plays' previews.
    let (k, _) = action(&actions[0]).unwrap();
    let k = k.unwrap();
    let url = format!("{}/seat/{}", s.base, tokens[k - 1]);
    let version = 1 + s.log_lines().len() as u64;
    let game = web::replay(&s.log_lines());
    let bits = grundy::xor_trie::bits(
        game.session()
            .game()
            .unwrap()
            .seq(grundy::xor_trie::Seat::new(k)),
    );
    for (w, h) in [(390, 844), (1280, 800)] {
        b.viewport(w, h);
        for (lang, words) in [("en", "public sequence"), ("zh", "公共序列")] {
            let what = format!("seat {k} at {w}×{h} in {lang}");
            load(&b, &url, lang, Some(version));
            let seen = b.script(
                "return {
                  label: document.getElementById('trie').getAttribute('aria-label'),
                  zoom: [...document.querySelectorAll('button[data-zoom]')].map((z) => z.textContent.trim()),
                  previews: [...document.querySelectorAll('p.preview')].filter((p) => !p.hidden)
                    .map((p) => p.textContent),
                };",
            );
            let label = seen["label"].as_str().unwrap();
            assert!(label.contains(words), "{what}: {label}");
            assert!(label.contains(&bits), "{what}: its {bits} in {label}");
            let zoom = seen["zoom"].as_array().unwrap();
            assert_eq!(zoom.len(), 3, "{what}: {seen}");
            assert!(
                zoom.iter()
                    .all(|z| z.as_str().is_some_and(|z| !z.is_empty())),
                "{what}: {seen}"
            );
            let previews = seen["previews"].as_array().unwrap();
            assert!(!previews.is_empty(), "{what}: no preview shown");
            assert!(
                previews
                    .iter()
                    .all(|p| p.as_str().is_some_and(|p| p.chars().count() > 10)),
                "{what}: {seen}"
            );
            audit(&b, &src, &what);
            b.click("button[data-zoom=\"in\"]");
            audit(&b, &src, &format!("{what}, zoomed in"));
            b.click("button[data-zoom=\"fit\"]");
            // The last play offered, brought to the bottom of the screen and chosen: its
            // landing is drawn, in the trie's box, on the screen.
            let ghost = b.script(
                "const plays = [...document.querySelectorAll('button[data-play]')].filter((p) => !p.hidden);
                 const p = plays[plays.length - 1];
                 p.scrollIntoView({ block: 'end' });
                 p.focus({ preventScroll: true });
                 const g = document.querySelector('#trie .ghost');
                 if (!g) return null;
                 const r = g.getBoundingClientRect();
                 const box = document.getElementById('trie-box').getBoundingClientRect();
                 const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
                 return {
                   x, y, box: [box.left, box.top, box.right, box.bottom],
                   seen: x >= box.left && x <= box.right && y >= box.top && y <= box.bottom
                     && y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth,
                   page: scrollY,
                 };",
            );
            assert!(
                ghost["seen"] == true,
                "{what}: the landing is not on the screen: {ghost}"
            );
        }
    }
    drop((b, s));
}
