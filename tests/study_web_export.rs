//! The study desk's exports, over HTTP on the loopback: for each problem's example
//! position, `GET /export/position.svg` is a well-formed SVG document of its own (the svg
//! namespace, a width and height, its own style, no script, none of the page's click
//! attributes) holding the very texts and numbers of the picture the page shows, sent as
//! an attachment with a safe file name; `GET /export/table.svg` likewise for the table's
//! picture; `GET /print` is a page without script holding every line of the lesson the
//! page shows, and its picture, in English and in Chinese. A bad tab id, a tab without a
//! session and a hidden lesson (practice) are refused with the desk's words. In headless
//! Chromium (skipped, saying why, where Chromium is missing and `CI` is not set): the
//! page's three links, each naming the tab's session.

mod common;
#[path = "common/desk.rs"]
mod desk;
use desk::Desk;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};

use web::{PATIENCE, post, wait_for};

impl Desk {
    /// `GET PATH` (in Chinese if `zh`): the status, the content type, the
    /// `Content-Disposition` header (or ""), and the body.
    fn get(&self, path: &str, zh: bool) -> (u16, String, String, String) {
        let url = format!("{}{path}", self.base);
        let mut req = web::agent().get(&url);
        if zh {
            req = req.header("Cookie", "lang=zh");
        }
        let mut r = req.call().unwrap_or_else(|e| panic!("GET {url}: {e}"));
        let header = |name: &str| {
            (r.headers().get(name))
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .to_string()
        };
        let (mime, disposition) = (header("content-type"), header("content-disposition"));
        let status = r.status().as_u16();
        (
            status,
            mime,
            disposition,
            r.body_mut().read_to_string().unwrap(),
        )
    }
}

/// Checks that `doc` is well-formed XML as the pictures write it (a declaration, then one
/// root element; every tag closed in order; attributes quoted; `<` and `&` only as markup
/// and entities) and that its root is an `<svg>` in the svg namespace with a width and a
/// height; panics naming what is wrong.
fn well_formed_svg(doc: &str, what: &str) {
    let body = doc
        .strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .unwrap_or_else(|| panic!("{what}: no XML declaration"));
    let mut open: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut rest = body;
    let mut first = true;
    while let Some(lt) = rest.find('<') {
        let between = &rest[..lt];
        assert!(
            open.last().is_some() || between.trim().is_empty(),
            "{what}: text outside the root: {between:?}"
        );
        for (k, _) in between.match_indices('&') {
            let entity = &between[k..between[k..].find(';').map_or(between.len(), |e| k + e + 1)];
            assert!(
                ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&entity)
                    || (entity.starts_with("&#") && entity.ends_with(';')),
                "{what}: a bare & in {between:?}"
            );
        }
        let gt = rest[lt..]
            .find('>')
            .unwrap_or_else(|| panic!("{what}: a tag not closed"))
            + lt;
        let tag = &rest[lt + 1..gt];
        assert!(!tag.contains('<'), "{what}: < inside a tag: {tag:?}");
        assert_eq!(
            tag.matches('"').count() % 2,
            0,
            "{what}: unbalanced quotes: {tag:?}"
        );
        let name = (tag.trim_start_matches('/'))
            .split([' ', '/'])
            .next()
            .unwrap_or("");
        assert!(
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b':'),
            "{what}: a bad tag name in {tag:?}"
        );
        if first {
            first = false;
            assert_eq!(name, "svg", "{what}: the root is <{name}>");
            assert!(
                tag.contains(" xmlns=\"http://www.w3.org/2000/svg\""),
                "{what}: no svg namespace: {tag}"
            );
            for size in [" width=\"", " height=\"", " viewBox=\""] {
                assert!(tag.contains(size), "{what}: no{size} on the root: {tag}");
            }
        }
        if tag.starts_with('/') {
            let top = open
                .pop()
                .unwrap_or_else(|| panic!("{what}: </{name}> closes nothing"));
            assert_eq!(top, name, "{what}: <{top}> closed by </{name}>");
        } else if !tag.ends_with('/') {
            if open.is_empty() {
                roots += 1;
            }
            open.push(name);
        } else if open.is_empty() {
            roots += 1;
        }
        rest = &rest[gt + 1..];
    }
    assert!(open.is_empty(), "{what}: left open: {open:?}");
    assert!(rest.trim().is_empty(), "{what}: text after the root");
    assert_eq!(roots, 1, "{what}: {roots} root elements");
    assert!(!doc.contains("<script"), "{what}: a script");
    assert!(doc.contains("<style>"), "{what}: no style of its own");
    assert!(
        !doc.contains(" data-"),
        "{what}: the page's data attributes"
    );
    assert!(!doc.contains("target"), "{what}: the page's click targets");
    assert!(
        !doc.contains("http://") || doc.matches("http://").count() == 1,
        "{what}: an address"
    );
}

/// The texts of the `<text>` elements of the first `<svg>…</svg>` in `html`, in order: the
/// words and numbers a picture shows.
fn picture_texts(html: &str) -> Vec<String> {
    let start = html.find("<svg").expect("a picture");
    let end = html[start..].find("</svg>").expect("a closed picture") + start;
    let svg = &html[start..end];
    svg.split("<text")
        .skip(1)
        .map(|t| {
            let inner = &t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()];
            // Without any inner tags (tspans).
            let mut s = String::new();
            let mut tag = false;
            for c in inner.chars() {
                match c {
                    '<' => tag = true,
                    '>' => tag = false,
                    c if !tag => s.push(c),
                    _ => {}
                }
            }
            s
        })
        .collect()
}

/// The numbers in `texts`, in order.
fn numbers(texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .flat_map(|t| {
            t.split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty())
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The file name of a `Content-Disposition: attachment; filename="…"` header, checked
/// safe: only `[A-Za-z0-9._-]`, at most 100 bytes, starting with `problem-`, ending with
/// `ending`.
fn file_name(disposition: &str, problem: &str, ending: &str) -> String {
    let name = (disposition.strip_prefix("attachment; filename=\""))
        .and_then(|n| n.strip_suffix('"'))
        .unwrap_or_else(|| panic!("not an attachment: {disposition:?}"));
    assert!(
        (name.bytes()).all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b)),
        "an unsafe file name: {name:?}"
    );
    assert!(name.len() <= 100, "{name}");
    assert!(
        name.starts_with(&format!("{problem}-")) && name.ends_with(ending),
        "{name}"
    );
    name.to_string()
}

/// The lesson as the page shows it: its lines (the tree figure of `nim_product_64` before
/// them left out).
fn lesson_lines(part: &str) -> &str {
    match part.rfind("</figure>") {
        Some(k) => &part[k + "</figure>".len()..],
        None => part,
    }
}

/// For each problem's example position, in English and in Chinese: the position's
/// picture and the table's picture exported as SVG files holding the page's texts and
/// numbers, and the lesson as a page to print holding every line the page shows.
#[test]
fn each_problems_pictures_and_lesson_are_exported_as_the_page_shows_them() {
    let desk = Desk::start();
    for p in PROBLEMS {
        for zh in [false, true] {
            let tab = format!("export-{}-{}", p.id, if zh { "zh" } else { "en" });
            let what = format!("{} ({})", p.id, if zh { "zh" } else { "en" });
            let page = desk.api("state", &json!({ "tab": tab, "problem": p.id }), zh);
            let parts = &page["parts"];
            let position = parts["position"].as_str().unwrap();

            let (status, mime, disposition, svg) =
                desk.get(&format!("/export/position.svg?tab={tab}"), zh);
            assert_eq!(status, 200, "{what}: {svg}");
            assert!(mime.starts_with("image/svg+xml"), "{what}: {mime}");
            let name = file_name(&disposition, p.id, ".svg");
            let words: Vec<&str> = position.split_whitespace().collect();
            if words.join("-").len() <= 60 {
                let safe: String = (words.join("-").chars())
                    .map(|c| match c.is_ascii_alphanumeric() || "._-".contains(c) {
                        true => c,
                        false => '_',
                    })
                    .collect();
                assert_eq!(name, format!("{}-{safe}.svg", p.id), "{what}");
            }
            well_formed_svg(&svg, &format!("{what}: position.svg"));
            let shown = picture_texts(parts["picture"].as_str().unwrap());
            let exported = picture_texts(&svg);
            assert!(!shown.is_empty(), "{what}: a picture without words");
            assert_eq!(exported, shown, "{what}: the picture's texts");
            assert!(
                !numbers(&shown).is_empty(),
                "{what}: a picture without numbers"
            );

            let table = parts["table"].as_str().unwrap();
            let (status, mime, disposition, svg) =
                desk.get(&format!("/export/table.svg?tab={tab}"), zh);
            if table.contains("<svg") {
                assert_eq!(status, 200, "{what}: {svg}");
                assert!(mime.starts_with("image/svg+xml"), "{what}: {mime}");
                file_name(&disposition, p.id, "-table.svg");
                well_formed_svg(&svg, &format!("{what}: table.svg"));
                let shown = picture_texts(table);
                assert_eq!(picture_texts(&svg), shown, "{what}: the table's texts");
                assert!(
                    !numbers(&shown).is_empty(),
                    "{what}: a table without numbers"
                );
            } else {
                // No table drawn: refused with the page's words.
                assert_eq!(status, 409, "{what}: {svg}");
                let why: Value = serde_json::from_str(&svg).unwrap();
                assert!(
                    table.contains(why["error"].as_str().unwrap()),
                    "{what}: {svg}"
                );
            }

            let (status, mime, disposition, print) = desk.get(&format!("/print?tab={tab}"), zh);
            assert_eq!(status, 200, "{what}: {print}");
            assert!(mime.starts_with("text/html"), "{what}: {mime}");
            assert_eq!(disposition, "", "{what}: the page to print is a page");
            let lang = if zh { "zh-CN" } else { "en" };
            assert!(print.contains(&format!("<html lang=\"{lang}\">")), "{what}");
            assert!(!print.contains("<script"), "{what}: a script");
            let lines = lesson_lines(parts["lesson"].as_str().unwrap());
            assert!(lines.matches("class=\"t ").count() > 3, "{what}: {lines}");
            assert!(
                print.contains(lines),
                "{what}: the lesson's lines are not all printed"
            );
            assert!(
                print.contains(&format!("<code>{position}</code>")),
                "{what}"
            );
            assert!(print.contains("<svg"), "{what}: no picture");
            assert!(
                print.contains(&format!("<title>{} ", p.judge))
                    && print.contains(&format!(" ({})</h1>", p.id)),
                "{what}: the problem's name"
            );
        }
    }
}

/// A bad tab id, a missing one, a tab without a session, another method and a hidden
/// lesson (practice) are refused, with the desk's words in the request's language.
#[test]
fn exports_are_refused_for_a_bad_or_unknown_tab_and_in_practice() {
    let desk = Desk::start();
    let error = |body: &str| -> String {
        let v: Value = serde_json::from_str(body).unwrap_or_else(|_| panic!("not JSON: {body}"));
        v["error"].as_str().unwrap().to_string()
    };
    for path in ["/export/position.svg", "/export/table.svg", "/print"] {
        for query in [
            "",
            "?tab=short",
            "?tab=has%20space1",
            "?x=1",
            "?tab=%3Cb%3Eonetwothree",
        ] {
            let (status, _, disposition, body) = desk.get(&format!("{path}{query}"), false);
            assert_eq!(status, 400, "{path}{query}: {body}");
            assert_eq!(disposition, "", "{path}{query}");
            assert_eq!(
                error(&body),
                "the tab's id is 8 to 64 letters, digits, - or _"
            );
        }
        let (status, _, _, body) = desk.get(&format!("{path}?tab=never-opened-tab"), false);
        assert_eq!(status, 404, "{path}: {body}");
        assert!(
            error(&body).starts_with("this tab has no session"),
            "{body}"
        );
        let (status, _, _, body) = desk.get(&format!("{path}?tab=never-opened-tab"), true);
        assert_eq!(status, 404, "{path}: {body}");
        assert!(error(&body).starts_with("这个标签页没有会话"), "{body}");
        let (status, body) = post(
            &format!("{}{path}?tab=never-opened-tab", desk.base),
            None,
            "{}",
        );
        assert_eq!(status, 405, "{path}: {body}");
    }
    // Opening nothing: the refused exports made no session.
    let (_, _, _, stats) = desk.get("/stats", false);
    assert_eq!(
        serde_json::from_str::<Value>(&stats).unwrap()["sessions"],
        0,
        "{stats}"
    );

    let tab = "export-practice";
    desk.api("state", &json!({ "tab": tab, "problem": "hdu1848" }), false);
    desk.api(
        "practice",
        &json!({ "tab": tab, "problem": "hdu1848", "on": true }),
        false,
    );
    for path in ["/export/table.svg", "/print"] {
        let (status, _, disposition, body) = desk.get(&format!("{path}?tab={tab}"), false);
        assert_eq!(status, 409, "{path}: {body}");
        assert_eq!(disposition, "");
        assert!(error(&body).starts_with("practice is on"), "{body}");
    }
    // The position's picture is exported as practice shows it: no values.
    let page = desk.api("state", &json!({ "tab": tab, "problem": "hdu1848" }), false);
    let (status, _, _, svg) = desk.get(&format!("/export/position.svg?tab={tab}"), false);
    assert_eq!(status, 200, "{svg}");
    assert_eq!(
        picture_texts(&svg),
        picture_texts(page["parts"]["picture"].as_str().unwrap())
    );
    let texts = picture_texts(&svg);
    assert!(
        texts.iter().all(|t| !t.contains("worth")),
        "practice hides the values: {texts:?}"
    );
    // A move played: the picture of the game's position, named after the moves.
    desk.api(
        "practice",
        &json!({ "tab": tab, "problem": "hdu1848", "on": false }),
        false,
    );
    let page = desk.api(
        "move",
        &json!({ "tab": tab, "problem": "hdu1848", "move": "2 1" }),
        false,
    );
    let (status, _, disposition, svg) = desk.get(&format!("/export/position.svg?tab={tab}"), false);
    assert_eq!(status, 200, "{svg}");
    assert_eq!(
        file_name(&disposition, "hdu1848", ".svg"),
        "hdu1848-1-4-1-after-2-moves.svg"
    );
    assert_eq!(
        picture_texts(&svg),
        picture_texts(page["parts"]["picture"].as_str().unwrap())
    );
}

/// In headless Chromium: the desk's page has its three export links in the page's words,
/// each naming this tab's session, and the first one downloads this tab's picture.
#[test]
fn the_page_links_its_exports_for_its_own_tab() {
    let test = "the_page_links_its_exports_for_its_own_tab";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => {
            return common::skip::skip("study_web_export", test, &why, webdriver::GET_CHROMIUM);
        }
    };
    let scratch = web::scratch("study-export");
    let desk = Desk::start();
    let b = webdriver::Browser::start(&chromium, &driver, &scratch.join("browser"));
    b.go(&format!("{}/p/hdu1907", desk.base));
    let links = wait_for(PATIENCE, "the export links with the tab's id", || {
        let v = b.script(
            "return {
               tab: sessionStorage.getItem('grundy-tab') || '',
               ready: !!document.querySelector('#picture svg'),
               links: [...document.querySelectorAll('.exports a')]
                 .map((a) => [a.id, a.getAttribute('href'), a.textContent]),
             };",
        );
        let tab = v["tab"].as_str().unwrap_or("").to_string();
        (v["ready"] == true && !tab.is_empty() && v["links"].to_string().contains(&tab))
            .then_some((tab, v["links"].clone()))
    });
    let (tab, links) = links;
    let expected = [
        (
            "export-position",
            "/export/position.svg",
            "Save the picture (SVG)",
        ),
        ("export-table", "/export/table.svg", "Save the table (SVG)"),
        ("print", "/print", "Print the lesson"),
    ];
    assert_eq!(links.as_array().unwrap().len(), 3, "{links}");
    for (link, (id, path, words)) in links.as_array().unwrap().iter().zip(expected) {
        assert_eq!(link[0], id, "{links}");
        assert_eq!(link[1], format!("{path}?tab={tab}"), "{links}");
        assert_eq!(link[2], words, "{links}");
    }
    // The tab's session answers the link: its picture, as a file.
    let (status, _, disposition, svg) = desk.get(&format!("/export/position.svg?tab={tab}"), false);
    assert_eq!(status, 200, "{svg}");
    assert!(disposition.contains("filename=\"hdu1907-"), "{disposition}");
}
