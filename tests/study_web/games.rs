//! The browser games, in headless Chromium through WebDriver (skipped, saying why, where
//! Chromium is missing and `CI` is not set), in one browser for everything: each problem's
//! example and seeded positions taught as `explain` teaches them, bad positions refused
//! with `explain`'s error, each game played by clicks from a won start to the end and from
//! a lost start; a judge input pasted; hovers over the table and the picture; undo and
//! practice; the screenshots of each problem's page.

use super::browser::{READ, answered, click_move, clicked, move_text, same_game, study};
use super::positions::{bad_positions, joined, position};
use super::web::{self, PATIENCE, wait_for};
use super::{
    Desk, bounds, common, drawn_in_order, explained, mex_of, play_command, values, webdriver,
};
use grundy::rng::Rng;
use grundy::study::play::session::Reply;
use grundy::study::play::session_of;
use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};
use std::time::Instant;

/// Plays problem `id`'s position `words` on its page by clicks, as the mirror (the same
/// game, from the library) says: winning moves from a won start, any legal move from a lost
/// one (then every answer of the computer leaves the student a lost position). Returns the
/// number of moves played.
fn play_out(b: &webdriver::Browser, id: &str, words: &str, won: bool) -> usize {
    let what = format!("{id} {words}");
    let page = study(b, words);
    let (_, lesson) = explained(id, words).unwrap();
    let args = play_command(&lesson).unwrap_or_else(|| panic!("{what}: not playable"));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut mirror = session_of(&args, 200).unwrap();
    same_game(&page, mirror.as_ref(), false, &what);
    let mut page = page;
    let mut moves = 0;
    while page["over"] == "false" {
        let pick = page["pick"].as_str().unwrap().to_string();
        let state = page["state"].as_str().unwrap().to_string();
        let text = if won {
            assert!(
                state.contains(": a win for the player to move (you)"),
                "{what}: {state}"
            );
            let Reply::Said(hint) = mirror.answer("hint", false) else {
                panic!("no hint")
            };
            let words = hint
                .lines()
                .next()
                .unwrap()
                .strip_prefix("hint: ")
                .unwrap()
                .to_string();
            move_text(b, &pick, &words)
        } else {
            assert!(
                !state.contains(": a win for the player to move (you)"),
                "{what}: {state}"
            );
            any_move(&page, &pick, id)
        };
        page = click_move(b, &pick, &text);
        assert_eq!(page["refusal"], "", "{what}: {text}");
        assert!(
            matches!(mirror.answer(&text, false), Reply::Moved(_)),
            "{what}: {text}"
        );
        same_game(
            &page,
            mirror.as_ref(),
            false,
            &format!("{what} after {text}"),
        );
        moves += 1;
        assert!(moves < 60, "{what}: the game goes on");
    }
    let end = page["ending"][0].as_str().unwrap();
    if won {
        assert!(end.ends_with("; you win."), "{what}: {end}");
    } else {
        assert!(end.ends_with("; I win."), "{what}: {end}");
    }
    moves
}

/// A legal move of the student's, from the picture: a target (the first, or one half way),
/// the last head turned alone, a head's rectangle from (0, 0) (Turning Corners) or alone
/// (a product: every game of the suite's products has runs of 1 both ways).
fn any_move(page: &Value, pick: &str, id: &str) -> String {
    let targets: Vec<&str> = page["targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    let heads: Vec<&str> = page["heads"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    match pick {
        "move" => targets[targets.len() / 2].to_string(),
        "coins" => heads.last().unwrap().to_string(),
        "pair" if id == "pe459" => format!("{0} to {0}", heads[0]),
        "pair" => {
            let head = heads
                .iter()
                .find(|h| !h.starts_with("0,") && !h.ends_with(",0"))
                .expect("a light that can move");
            format!("0,0 to {head}")
        }
        _ => panic!("{pick}"),
    }
}

#[test]
fn in_a_browser_every_position_is_taught_drawn_and_played_as_the_tools_do() {
    let test = "in_a_browser_every_position_is_taught_drawn_and_played_as_the_tools_do";
    let (chromium, driver) = match webdriver::tools() {
        Ok(t) => t,
        Err(why) => return common::skip::skip("study_web", test, &why, webdriver::GET_CHROMIUM),
    };
    let started = Instant::now();
    let scratch = web::scratch("study-browser");
    let desk = Desk::start();
    let b = webdriver::Browser::start(&chromium, &driver, &scratch.join("browser"));
    b.size(1300, 1500);
    let shots = scratch.join("shots");
    std::fs::create_dir_all(&shots).unwrap();
    let mut rng = Rng::new(30);
    let (mut taught, mut played) = (0, 0);
    for p in PROBLEMS {
        let id = p.id;
        b.go(&format!("{}/p/{id}", desk.base));
        let first = wait_for(PATIENCE, "the page's first answer", || {
            let v = b.script(READ);
            (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(v)
        });
        // The example, as explain teaches it; its screenshot.
        let (lines, _) = explained(id, first["position"].as_str().unwrap()).unwrap();
        assert_eq!(first["lines"], json!(lines), "{id}");
        let png = b.screenshot();
        assert!(png.starts_with(b"\x89PNG") && png.len() > 20_000, "{id}");
        std::fs::write(shots.join(format!("study-{id}.png")), &png).unwrap();
        // A few seeded positions typed in the form: every line of the lesson is explain's,
        // the picture's values are the components' (the HTTP test checks 50 of each).
        for k in 0..2 {
            let words = position(id, &mut rng, false);
            let page = study(&b, &words);
            let what = format!("{id} {words} (position {k})");
            let (lines, lesson) = explained(id, &words).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(page["refusal"], "", "{what}");
            assert_eq!(page["lines"], json!(lines), "{what}");
            if drawn_in_order(id) && page["values"].is_string() {
                assert_eq!(page["values"], json!(joined(&values(&lesson))), "{what}");
            }
            taught += 1;
        }
        // Bad positions: explain's error, nothing else changed.
        let before = b.script(READ);
        for bad in bad_positions(id) {
            let page = study(&b, bad);
            let out = common::run_bin_args(
                "explain",
                &[&[id][..], &bad.split(' ').collect::<Vec<_>>()].concat(),
                b"",
            );
            let line = String::from_utf8(out.stderr).unwrap();
            assert_eq!(
                format!("error: {}\n", page["refusal"].as_str().unwrap()),
                line,
                "{id} {bad}"
            );
            assert_eq!(page["lines"], before["lines"], "{id} {bad}");
            assert_eq!(page["state"], before["state"], "{id} {bad}");
            assert_eq!(page["version"], before["version"], "{id} {bad}");
        }
        // The game, by clicks: from a won start to the end, and from a lost start.
        let mut starts = (None, None);
        for _ in 0..2000 {
            let words = position(id, &mut rng, true);
            let (lines, lesson) = explained(id, &words).unwrap();
            let Some(args) = play_command(&lesson) else {
                continue;
            };
            // Won or lost as the game says (the nim product's lesson has no verdict).
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let view = session_of(&args, 200).unwrap().view(false);
            let wins = view.text.contains(": a win for the player to move (you)");
            let moves = !lines.iter().any(|l| {
                l.contains("there is no move at all") || l.contains("no disk, so no move")
            });
            match (wins, &starts) {
                (true, (None, _)) => starts.0 = Some(words),
                (false, (_, None)) if moves => starts.1 = Some(words),
                _ => {}
            }
            if starts.0.is_some() && starts.1.is_some() {
                break;
            }
        }
        let won = starts
            .0
            .unwrap_or_else(|| panic!("{id}: no won start among 2000 positions"));
        played += play_out(&b, id, &won, true);
        // A single product (a light at (a, b)) is lost only where it has no move at all.
        match (&starts.1, id) {
            (Some(lost), _) => played += play_out(&b, id, lost, false),
            (None, "nim_product_64") => {}
            (None, _) => panic!("{id}: no lost start with a move among 2000 positions"),
        }
    }
    pasted_cases_are_taught_as_explain_teaches_them(&b, &desk);
    undo_and_practice(&b, &desk);
    super::moves::a_click_on_a_bar_takes_the_stones_above_it(&b, &desk);
    hovers(&b, &desk);
    bounds::a_heavy_position_waits_with_its_place_shown(&b, &desk);
    if std::env::var_os("GRUNDY_SCREENSHOTS").is_some() {
        let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
        for p in PROBLEMS {
            let name = format!("study-{}.png", p.id);
            std::fs::copy(shots.join(&name), docs.join(&name)).unwrap();
        }
    }
    let _ = std::io::Write::write_all(
        &mut std::io::stderr(),
        format!(
            "\nstudy_web: {taught} positions taught and {played} moves clicked in one browser in {:.1} s\n",
            started.elapsed().as_secs_f64()
        )
        .as_bytes(),
    );
}

/// A judge input pasted lists its cases; a case clicked is taught as explain teaches it;
/// a judge input explain refuses shows the explain binary's error line and changes nothing.
fn pasted_cases_are_taught_as_explain_teaches_them(b: &webdriver::Browser, desk: &Desk) {
    b.go(&format!("{}/p/poj2960", desk.base));
    wait_for(PATIENCE, "the page", || {
        let v = b.script(READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(())
    });
    let input = "2 2 5\n3\n2 5 12\n3 2 4 7\n0\n1 3\n1\n1 4\n0\n";
    let page = answered(
        b,
        &format!(
            "document.getElementById('paste').value = {};
             document.querySelector('#paste-form button').click();",
            json!(input)
        ),
    );
    assert_eq!(page["refusal"], "");
    let listed = b.script(
        "return [...document.querySelectorAll('#cases [data-case]')].map((c) => c.textContent);",
    );
    assert_eq!(
        listed,
        json!([
            "case 1, position 1 (S = {2, 5}): 2,5 5 12",
            "case 1, position 2 (S = {2, 5}): 2,5 2 4 7",
            "case 1, position 3 (S = {2, 5}): 2,5",
            "case 2, position 1 (S = {3}): 3 4"
        ])
    );
    let page = clicked(b, "#cases [data-case=\"1\"]");
    let (lines, _) = explained("poj2960", "2,5 2 4 7").unwrap();
    assert_eq!(page["lines"], json!(lines));
    assert_eq!(page["position"], "2,5 2 4 7");
    let bad = "1 2\n1\n2 3\n";
    let out = common::run_bin_args("explain", &["poj2960"], bad.as_bytes());
    let line = String::from_utf8(out.stderr).unwrap();
    let page = answered(
        b,
        &format!(
            "document.getElementById('paste').value = {};
             document.querySelector('#paste-form button').click();",
            json!(bad)
        ),
    );
    assert_eq!(
        format!("error: {}\n", page["refusal"].as_str().unwrap()),
        line
    );
    assert_eq!(page["lines"], json!(lines));
}

/// Hovering over a table's entry lists the values its moves leave and their mex (the
/// Fibonacci game's, checked by the rules once more); hovering over a target of the picture
/// says the move in words.
fn hovers(b: &webdriver::Browser, desk: &Desk) {
    b.go(&format!("{}/p/hdu1848", desk.base));
    wait_for(PATIENCE, "the page", || {
        let v = b.script(READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(())
    });
    let page = study(b, "4 7 9");
    assert_eq!(page["marked"], 3, "the three piles outlined");
    // The Fibonacci game's values by its rules: take 1, 2, 3, 5 or 8 from a pile of 9 or less.
    let mut g = [0u64; 10];
    for n in 1..10 {
        let options: Vec<u64> = [1, 2, 3, 5, 8]
            .iter()
            .filter(|&&f| f <= n)
            .map(|&f| g[n - f])
            .collect();
        g[n] = mex_of(&options);
    }
    for pile in [4usize, 7, 9] {
        b.hover(&format!("#table .cell[data-label=\"{pile}\"]"));
        let shown = wait_for(PATIENCE, "the entry's hover line", || {
            let t = b.script("return document.getElementById('table-hover').textContent;");
            let t = t.as_str().unwrap().to_string();
            t.starts_with(&format!("coin {pile}: ")).then_some(t)
        });
        let mut options: Vec<u64> = [1, 2, 3, 5, 8]
            .iter()
            .filter(|&&f| f <= pile)
            .map(|&f| g[pile - f])
            .collect();
        options.sort_unstable();
        options.dedup();
        let listed: Vec<String> = options.iter().map(u64::to_string).collect();
        let moves = [1, 2, 3, 5, 8].iter().filter(|&&f| f <= pile).count();
        assert_eq!(
            shown,
            format!(
                "coin {pile}: worth {} = mex{{{}}}, the values its {moves} moves leave",
                g[pile],
                listed.join(", ")
            )
        );
    }
    b.hover("#picture .target[data-move=\"2 3\"]");
    let said = wait_for(PATIENCE, "the target's hover line", || {
        let t = b.script("return document.getElementById('hover').textContent;");
        let t = t.as_str().unwrap().to_string();
        (!t.is_empty()).then_some(t)
    });
    let words = b.script(
        "return document.querySelector('#picture .target[data-move=\"2 3\"]').dataset.words;",
    );
    assert_eq!(json!(said), words);
    assert!(said.contains('3'), "{said}");
}

/// Undo takes back the student's move and the answer; practice hides the values, the
/// verdicts, the winning marks, the lesson and the table, and a hint still comes.
fn undo_and_practice(b: &webdriver::Browser, desk: &Desk) {
    b.go(&format!("{}/p/hdu1907", desk.base));
    wait_for(PATIENCE, "the page", || {
        let v = b.script(READ);
        (v["answers"].as_u64() >= Some(1) && v["busy"] == "").then_some(())
    });
    let start = study(b, "3 4 5");
    let mut mirror = session_of(&["misere", "3", "4", "5"], 200).unwrap();
    same_game(&start, mirror.as_ref(), false, "misère 3 4 5");
    let page = clicked(b, "#picture .target[data-move=\"1 2\"]");
    assert!(matches!(mirror.answer("1 2", false), Reply::Moved(_)));
    same_game(&page, mirror.as_ref(), false, "after 1 2");
    assert_eq!(page["log"].as_array().unwrap().len(), 2);
    let page = clicked(b, "#undo");
    assert!(matches!(mirror.answer("undo", false), Reply::Said(_)));
    same_game(&page, mirror.as_ref(), false, "after undo");
    assert_eq!(page["state"], start["state"]);
    assert!(
        page["said"][0]
            .as_str()
            .unwrap()
            .starts_with("taken back: move 1 (you): eat 2 M&Ms of colour 1; move 2 (me): ")
    );
    // Practice.
    let page = clicked(b, "#practice");
    assert_eq!(page["hidden"], 2, "the lesson and the table hidden");
    assert_eq!(page["lines"], json!([]));
    assert_eq!(
        (page["values"].is_null(), page["wins"].as_u64()),
        (true, Some(0))
    );
    same_game(&page, mirror.as_ref(), true, "practice");
    assert!(!page["state"].as_str().unwrap().contains("Grundy values"));
    let page = clicked(b, "#hint");
    let Reply::Said(hint) = mirror.answer("hint", true) else {
        panic!()
    };
    let said: Vec<&str> = hint.lines().collect();
    assert_eq!(page["said"], json!(said));
    assert!(!hint.contains("why"), "{hint}");
    let page = clicked(b, "#practice");
    assert_eq!(page["hidden"], 0);
    assert!(page["state"].as_str().unwrap().contains("Grundy values"));
    assert!(!page["lines"].as_array().unwrap().is_empty());
}
