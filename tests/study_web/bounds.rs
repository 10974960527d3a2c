//! The desk's bounds over the loopback, with the numbers of docs/studying.md: the largest
//! answer of each problem at the largest positions the desk takes (and one more refused at
//! once, in both languages), the resident memory of 64 sessions at those positions, and
//! the pool of heavy work (the same position computed once, a cheap page answered at once
//! while the pool is busy, 503 past its queue).

use super::Desk;
use grundy::study::web::pool::{QUEUE, RETRY_AFTER_SECS};
use grundy::study::web::study::{MAX_NUMBERS, MAX_STRING_CHARS};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// The largest answer docs/studying.md promises, in bytes: 512 KiB.
const LARGEST_ANSWER: usize = 512 * 1024;

/// The resident memory docs/studying.md promises for 64 sessions at the largest positions.
const MEMORY_MIB: u64 = 160;

/// How long a heavy position may take to be answered here (Project Euler 459 at its
/// largest, with the other tests of the suite running beside it on 2 cores).
const HEAVY_PATIENCE: Duration = Duration::from_secs(240);

/// The problems, each with its largest position the desk takes (variant `k`: another
/// position as large) and a position one larger, which it refuses.
fn largest(id: &str, k: u64) -> (String, String) {
    let n = MAX_NUMBERS as u64;
    let list =
        |count: u64, f: &dyn Fn(u64) -> String| (0..count).map(f).collect::<Vec<_>>().join(" ");
    match id {
        "poj1704" => (
            list(n, &|i| (1_000_000_000_000 + i * 1_000_003 + k).to_string()),
            list(n + 1, &|i| (1 + i).to_string()),
        ),
        "poj2311" => (format!("1000 {}", 1000 - k), "1001 1000".into()),
        "poj2960" => {
            let set: Vec<String> = (1..=100).map(|s| s.to_string()).collect();
            let set = set.join(",");
            (
                format!(
                    "{set} {}",
                    list(n - 100, &|i| (1_000_000 + i + k).to_string())
                ),
                format!("{set} {}", list(n - 99, &|i| (1 + i).to_string())),
            )
        }
        "arc087_c" => (
            format!(
                "{} {}",
                1_000_000_000_000_000_000 - k,
                "0".repeat(MAX_STRING_CHARS)
            ),
            format!(
                "{} {}",
                1_000_000_000_000_000_000u64,
                "0".repeat(MAX_STRING_CHARS + 1)
            ),
        ),
        "hdu3537" => (
            list(n, &|i| ((1u64 << 62) + i * 7 + k).to_string()),
            list(n + 1, &|i| i.to_string()),
        ),
        "hdu3404" => (
            list(n / 2, &|i| {
                format!("{},{}", (1u64 << 40) + i, (1u64 << 41) + 3 * i + k)
            }),
            list(n / 2 + 1, &|i| format!("{i},{i}")),
        ),
        "hdu1848" => (
            format!("1000000 {} 999999", 1_000_000 - k),
            "1000001 1 1".into(),
        ),
        "hdu1907" => (
            list(n, &|i| (1_000_000_000_000_000 + i * 13 + k).to_string()),
            list(n + 1, &|_| "1".into()),
        ),
        "pe459" => ((4_000_000 - k).to_string(), "4000001".into()),
        "nim_product_64" => (
            format!("18446744073709551615 {}", 18446744073709551615 - k),
            "18446744073709551616 1".into(),
        ),
        _ => panic!("{id}"),
    }
}

/// The problems in the order of the index.
const IDS: [&str; 10] = [
    "poj1704",
    "poj2311",
    "poj2960",
    "arc087_c",
    "hdu3537",
    "hdu3404",
    "hdu1848",
    "hdu1907",
    "pe459",
    "nim_product_64",
];

impl Desk {
    /// `POST /api/ACTION` with `body` in `lang` (the `lang` cookie): the status and the
    /// answer's text.
    fn raw(&self, action: &str, body: &Value, lang: &str) -> (u16, String) {
        let (status, text, _) = self.raw_with_wait(action, body, lang);
        (status, text)
    }

    /// [`Desk::raw`], with the answer's `Retry-After` header, if any.
    fn raw_with_wait(
        &self,
        action: &str,
        body: &Value,
        lang: &str,
    ) -> (u16, String, Option<String>) {
        let mut r = (super::web::agent().post(format!("{}/api/{action}", self.base)))
            .header("Content-Type", "application/json")
            .header("Cookie", &format!("lang={lang}"))
            .send(body.to_string())
            .unwrap_or_else(|e| panic!("POST {action}: {e}"));
        let status = r.status().as_u16();
        let wait = (r.headers().get("retry-after")).map(|v| v.to_str().unwrap().to_string());
        (status, r.body_mut().read_to_string().unwrap(), wait)
    }

    /// Studies `position` in tab `tab`, asking again while the desk answers that it waits
    /// for its pool (202): the final status and answer.
    fn studied(&self, tab: &str, id: &str, position: &str, lang: &str) -> (u16, String) {
        let body = json!({ "tab": tab, "problem": id, "position": position });
        super::common::poll(HEAVY_PATIENCE, || {
            let (status, text) = self.raw("study", &body, lang);
            (status != 202).then_some((status, text))
        })
        .unwrap_or_else(|| panic!("{id} {tab}: still waiting after {HEAVY_PATIENCE:?}"))
    }

    /// `GET /stats`.
    fn stats(&self) -> Value {
        let (status, text) = super::web::get(&format!("{}/stats", self.base), None);
        assert_eq!(status, 200, "{text}");
        serde_json::from_str(&text).unwrap()
    }

    /// The server's peak resident memory (`VmHWM`), in KiB.
    fn peak_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        (status.lines())
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmHWM in /proc")
    }
}

#[test]
fn the_largest_positions_have_bounded_answers_and_one_more_is_refused_at_once() {
    let desk = Desk::start();
    let mut sizes = Vec::new();
    for id in IDS {
        let (big, beyond) = largest(id, 0);
        for lang in ["en", "zh"] {
            let tab = format!("tab-largest-{id}-{lang}");
            let (status, text) = desk.studied(&tab, id, &big, lang);
            assert_eq!(
                status,
                200,
                "{id} in {lang}: {}",
                &text[..text.len().min(300)]
            );
            assert!(
                text.len() <= LARGEST_ANSWER,
                "{id} in {lang}: an answer of {} bytes",
                text.len()
            );
            sizes.push(format!("{id} {lang} {}", text.len()));
            // A long row is drawn by its first 64 parts, the note saying how many there are.
            let v: Value = serde_json::from_str(&text).unwrap();
            let picture = v["parts"]["picture"].as_str().unwrap();
            let total = match id {
                "poj1704" | "hdu3537" | "hdu1907" => Some(MAX_NUMBERS),
                "poj2960" => Some(MAX_NUMBERS - 100),
                "arc087_c" => Some(MAX_STRING_CHARS),
                _ => None,
            };
            if let Some(total) = total {
                let note = format!("data-drawn=\"64\" data-total=\"{total}\"");
                assert!(picture.contains(&note), "{id}: no note {note}");
            }
            // One more is refused at once, in the request's language, and changes nothing.
            let started = Instant::now();
            let body = json!({ "tab": tab, "problem": id, "position": beyond });
            let (status, text) = desk.raw("study", &body, lang);
            assert_eq!(status, 422, "{id} {lang}: {text}");
            assert!(
                started.elapsed() < Duration::from_secs(1),
                "{id}: refused at once"
            );
            let why = serde_json::from_str::<Value>(&text).unwrap()["error"]
                .as_str()
                .unwrap()
                .to_string();
            let words = match lang {
                "en" => ["too large", "at most"],
                _ => ["大", "至多"],
            };
            assert!(words.iter().all(|w| why.contains(w)), "{id} {lang}: {why}");
            let (status, v) = desk.api("state", &json!({ "tab": tab, "problem": id }));
            assert_eq!(status, 200);
            let shown = v["parts"]["position"].as_str().unwrap();
            assert_eq!(shown, big, "{id}: the refusal changed nothing");
        }
    }
    eprintln!("study_web: largest answers: {}", sizes.join(", "));
}

#[test]
fn sixty_four_sessions_at_the_largest_positions_stay_within_the_documented_memory() {
    // 64 tabs, each at a position of its own as large as the desk takes (no two alike, so
    // that the cache shares nothing), every problem in turn.
    let desk = Desk::start();
    for k in 0..64u64 {
        let id = IDS[(k as usize) % IDS.len()];
        let (position, _) = largest(id, k);
        let tab = format!("tab-memory-largest-{k:03}");
        let (status, text) = desk.studied(&tab, id, &position, "en");
        assert_eq!(status, 200, "{id}: {}", &text[..text.len().min(300)]);
    }
    assert_eq!(desk.stats()["sessions"], 64);
    let peak = desk.peak_kib();
    eprintln!("study_web: 64 sessions at the largest positions: peak {peak} KiB resident");
    assert!(peak < MEMORY_MIB * 1024, "the desk peaked at {peak} KiB");
}

#[test]
fn heavy_positions_are_computed_once_on_a_bounded_pool_and_cheap_pages_never_wait() {
    let desk = Desk::start();
    let before = desk.stats()["computed"].as_u64().unwrap();
    // Four tabs ask for the same heavy position at once: it is computed once.
    let same = "3999999";
    let answers: Vec<(u16, String)> = std::thread::scope(|s| {
        let tabs: Vec<_> = (0..4)
            .map(|t| {
                let desk = &desk;
                s.spawn(move || desk.studied(&format!("tab-same-{t}"), "pe459", same, "en"))
            })
            .collect();
        // While the pool works on it, a cheap page and a cheap position are answered
        // within a second.
        super::common::poll(HEAVY_PATIENCE, || {
            (desk.stats()["running"].as_u64().unwrap() > 0).then_some(())
        })
        .expect("the heavy position runs on the pool");
        let started = Instant::now();
        let (status, _) = super::web::get(&format!("{}/p/hdu1907", desk.base), None);
        assert_eq!(status, 200);
        let (status, _) = desk.raw(
            "study",
            &json!({ "tab": "tab-cheap-0", "problem": "hdu1907", "position": "1 1 2" }),
            "en",
        );
        assert_eq!(status, 200);
        assert!(desk.stats()["running"].as_u64().unwrap() > 0, "still busy");
        assert!(
            started.elapsed() < Duration::from_secs(1),
            "a cheap page waited {:?}",
            started.elapsed()
        );
        tabs.into_iter().map(|t| t.join().unwrap()).collect()
    });
    for (status, text) in &answers {
        assert_eq!(*status, 200, "{text}");
    }
    let lesson =
        |text: &str| serde_json::from_str::<Value>(text).unwrap()["parts"]["lesson"].clone();
    assert!(
        answers
            .iter()
            .all(|a| lesson(&a.1) == lesson(&answers[0].1))
    );
    let computed = desk.stats()["computed"].as_u64().unwrap() - before;
    assert_eq!(computed, 2, "the heavy position once, the cheap one once");

    // Distinct heavy positions: as many run as the pool has workers, QUEUE wait, and the
    // next is refused with 503 and the seconds to wait.
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut waiting = 0;
    let mut refused = None;
    for k in 0..(workers + QUEUE + 1) as u64 {
        let body = json!({
            "tab": format!("tab-queue-{k:02}"),
            "problem": "pe459",
            "position": (3_999_000 - k).to_string(),
        });
        let (status, text, wait) = desk.raw_with_wait("study", &body, "en");
        match status {
            202 => waiting += 1,
            503 => {
                assert_eq!(wait, Some(RETRY_AFTER_SECS.to_string()), "{text}");
                refused = Some(serde_json::from_str::<Value>(&text).unwrap());
                break;
            }
            _ => panic!("{status}: {text}"),
        }
    }
    let refused = refused.expect("past the queue, a heavy position is refused");
    assert!(waiting >= QUEUE, "{waiting} waited before the refusal");
    assert_eq!(refused["retry_after"], RETRY_AFTER_SECS);
    assert!(
        refused["error"].as_str().unwrap().contains("busy"),
        "{refused}"
    );
    let (status, text) = desk.raw(
        "study",
        &json!({ "tab": "tab-queue-zh", "problem": "pe459", "position": "3990000" }),
        "zh",
    );
    assert_eq!(status, 503, "{text}");
    assert!(text.contains("正忙"), "{text}");
    // A cheap position is still answered at once.
    let started = Instant::now();
    let (status, _) = desk.raw(
        "study",
        &json!({ "tab": "tab-cheap-1", "problem": "hdu1907", "position": "3 4 5" }),
        "en",
    );
    assert_eq!(status, 200);
    assert!(started.elapsed() < Duration::from_secs(1));
}

/// In the browser: a heavy position typed shows that it is being computed (its place),
/// the page asks again by itself, and the lesson comes when it is done; a board beyond
/// the largest shows the refusal at once and changes nothing.
pub fn a_heavy_position_waits_with_its_place_shown(b: &super::webdriver::Browser, desk: &Desk) {
    b.go(&format!("{}/p/pe459", desk.base));
    super::web::wait_for(super::PATIENCE, "the page's first answer", || {
        let v = b.script(super::browser::READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(())
    });
    b.script(
        "document.getElementById('position').value = '3999990';
         document.querySelector('#study-form button').click();",
    );
    let notice = "return document.getElementById('notice').textContent";
    super::web::wait_for(super::PATIENCE, "the place shown", || {
        let says = b.script(notice);
        let says = says.as_str().unwrap_or_default();
        (says.contains("computing this position") || says.contains("place")).then_some(())
    });
    let v = super::web::wait_for(HEAVY_PATIENCE, "the heavy lesson", || {
        let v = b.script(super::browser::READ);
        (v["lines"].as_array().unwrap().iter())
            .any(|l| l.as_str().unwrap_or_default().contains("N = 3999990"))
            .then_some(v)
    });
    assert_eq!(v["position"], "3999990");
    assert_eq!(b.script(notice), "");
    let v = super::browser::study(b, "4000001");
    assert!(v["refusal"].as_str().unwrap().contains("too large"), "{v}");
    assert!(
        (v["lines"].as_array().unwrap().iter())
            .any(|l| l.as_str().unwrap_or_default().contains("N = 3999990"))
    );
}
