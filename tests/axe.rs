//! The accessibility checker the page tests use (`tests/common/axe.rs`) can fail: on a page
//! with an unnamed button and an image without a text alternative it finds both, and on the
//! same page mended it finds nothing.

#[path = "common/axe.rs"]
mod axe;
mod common;
#[path = "common/web.rs"]
mod web;
#[path = "common/webdriver.rs"]
mod webdriver;

use common::TempDir;
use common::skip::skip;
use webdriver::{Browser, GET_CHROMIUM, tools};

fn page(body: &str) -> String {
    let html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>t</title></head>\
         <body><main><h1>A page</h1>{body}</main></body></html>"
    );
    // A data: address: the page is the test's own, nothing is served or fetched.
    let mut url = String::from("data:text/html;charset=utf-8,");
    for b in html.bytes() {
        if b.is_ascii_alphanumeric() {
            url.push(b as char);
        } else {
            url.push_str(&format!("%{b:02X}"));
        }
    }
    url
}

#[test]
fn axe_finds_what_a_page_lacks_and_nothing_once_it_is_mended() {
    let (chromium, driver) = match tools() {
        Ok(t) => t,
        Err(why) => return skip("axe", "axe_finds", &why, GET_CHROMIUM),
    };
    let source = match axe::source() {
        Ok(s) => s,
        Err(why) => return skip("axe", "axe_finds", &why, axe::GET_AXE),
    };
    let tmp = TempDir::new("axe");
    let b = Browser::start(&chromium, &driver, &tmp);
    b.go(&page("<button></button><img src=\"data:,\">"));
    let found = axe::serious(&b, &source);
    let ids: Vec<&str> = found.iter().map(|v| v.id.as_str()).collect();
    assert!(ids.contains(&"button-name"), "{ids:?}");
    assert!(ids.contains(&"image-alt"), "{ids:?}");
    b.go(&page(
        "<button>Play</button><img src=\"data:,\" alt=\"a heap\">",
    ));
    axe::assert_none("the mended page", &axe::audit(&b, &source));
}
