//! axe-core, the accessibility checker, run inside a page of headless Chromium. `.ci/run`
//! installs the version `.ci/axe/package.json` pins (`npm ci --prefix .ci/axe`); the tests
//! read its `axe.min.js` from there and inject it into the page under test, so nothing is
//! fetched by the page and the pages themselves never carry it.
//!
//! Use with `#[path = "common/axe.rs"] mod axe;` beside `mod webdriver;`.
// Each test file that includes this module uses a part of it.
#![allow(dead_code)]

use crate::webdriver::Browser;
use std::path::PathBuf;

/// How to get axe-core, for a skipped test.
pub const GET_AXE: &str = "install axe-core with `npm ci --prefix .ci/axe` (as .ci/run does)";

/// The version `.ci/axe/package.json` pins, which every figure in the docs was read with.
pub const VERSION: &str = "4.14.1";

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".ci/axe/node_modules/axe-core")
}

/// The text of `axe.min.js` at [`VERSION`], or why it cannot be had.
pub fn source() -> Result<String, String> {
    let manifest = std::fs::read_to_string(dir().join("package.json"))
        .map_err(|_| "axe-core is not installed in .ci/axe".to_string())?;
    let pinned = format!("\"version\": \"{VERSION}\"");
    if !manifest.contains(&pinned) {
        return Err(format!("the axe-core in .ci/axe is not version {VERSION}"));
    }
    std::fs::read_to_string(dir().join("axe.min.js"))
        .map_err(|e| format!("cannot read axe.min.js: {e}"))
}

/// [`source`], or `None` with test `test` of file `suite` skipped saying why (a failure
/// under CI).
pub fn source_or_skip(suite: &str, test: &str) -> Option<String> {
    match source() {
        Ok(s) => Some(s),
        Err(why) => {
            crate::common::skip::skip(suite, test, &why, GET_AXE);
            None
        }
    }
}

/// One rule a page breaks: the rule, how bad (`minor`, `moderate`, `serious`, `critical`),
/// what it asks for, and the first elements that break it (CSS selectors).
#[derive(Debug, Clone)]
pub struct Violation {
    pub id: String,
    pub impact: String,
    pub help: String,
    pub targets: Vec<String>,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}): {} at {}",
            self.id,
            self.impact,
            self.help,
            self.targets.join(", ")
        )
    }
}

/// Runs axe-core (its default rules: WCAG 2.x A and AA and best practices) on the page the
/// browser shows now; every violation it finds.
///
/// Panics if axe-core cannot run in the page.
pub fn audit(browser: &Browser, axe: &str) -> Vec<Violation> {
    let loaded = browser.script(&format!(
        "if (!window.axe) {{ {axe}\n }} return typeof window.axe;"
    ));
    assert_eq!(loaded.as_str(), Some("object"), "axe-core did not load");
    let v = browser.script_async(
        "const done = arguments[arguments.length - 1];
         axe.run(document, { resultTypes: ['violations'] })
           .then(r => done(r.violations.map(v => ({
             id: v.id, impact: v.impact || '', help: v.help,
             targets: v.nodes.slice(0, 5).map(n => n.target.join(' ')),
           }))))
           .catch(e => done({ error: String(e) }));",
    );
    assert!(v.get("error").is_none(), "axe-core failed: {}", v["error"]);
    v.as_array()
        .expect("a list of violations")
        .iter()
        .map(|x| Violation {
            id: x["id"].as_str().unwrap_or_default().to_string(),
            impact: x["impact"].as_str().unwrap_or_default().to_string(),
            help: x["help"].as_str().unwrap_or_default().to_string(),
            targets: x["targets"]
                .as_array()
                .map(|t| {
                    t.iter()
                        .map(|s| s.as_str().unwrap_or_default().to_string())
                        .collect()
                })
                .unwrap_or_default(),
        })
        .collect()
}

/// The violations of [`audit`] whose impact is `serious` or `critical`.
pub fn serious(browser: &Browser, axe: &str) -> Vec<Violation> {
    audit(browser, axe)
        .into_iter()
        .filter(|v| v.impact == "serious" || v.impact == "critical")
        .collect()
}

/// Fails, naming `page` and each violation, unless `found` is empty.
pub fn assert_none(page: &str, found: &[Violation]) {
    assert!(
        found.is_empty(),
        "{page}: axe-core finds {} violation(s):\n{}",
        found.len(),
        found
            .iter()
            .map(|v| format!("  {v}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
}
