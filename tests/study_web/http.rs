//! The desk over HTTP: its routes and the binary's contract (help, usage errors, an address
//! taken), every malformed or refused request answered with its error and changing nothing
//! (a judge input of the desk's body limit taken, one byte more refused unread), the
//! sessions' cap (the one idle longest makes way, its tab told), and the resident memory of
//! 64 sessions at the largest positions `play` draws with judge inputs pasted.

use super::web::{get, post};
use super::{Desk, common};
use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};

#[test]
fn the_pages_and_the_binary_s_contract() {
    let desk = Desk::start();
    let (status, index) = get(&format!("{}/", desk.base), None);
    assert_eq!(status, 200);
    for p in PROBLEMS {
        assert!(index.contains(&format!("href=\"/p/{}\"", p.id)), "{}", p.id);
        assert!(index.contains(&format!("{} {}", p.judge, p.name).replace('\'', "&#39;")));
        let (status, page) = get(&format!("{}/p/{}", desk.base, p.id), None);
        assert_eq!(status, 200, "{}", p.id);
        assert!(
            page.contains("<script src=\"/assets/desk.js\" defer>"),
            "{}",
            p.id
        );
    }
    for (path, status) in [
        ("/p/nope", 404),
        ("/nowhere", 404),
        ("/api/state", 405),
        ("/assets/desk.css", 200),
        ("/assets/desk.js", 200),
    ] {
        assert_eq!(
            get(&format!("{}{path}", desk.base), None).0,
            status,
            "{path}"
        );
    }
    // The binary: help, usage errors, an address taken.
    let run = |args: &[&str]| {
        let out = common::run_bin_args("study", args, b"");
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (code, help, _) = run(&["--help"]);
    assert_eq!(code, Some(0));
    assert!(
        help.starts_with("usage: study [--serve ADDR] [--lang en|zh]\n"),
        "{help}"
    );
    assert!(
        help.contains("127.0.0.1:8024") && help.contains("64 sessions"),
        "{help}"
    );
    common::assert_in_words("study --help", &help);
    let port = desk.base.rsplit(':').next().unwrap();
    for (args, error) in [
        (
            vec!["--port", "1"],
            "error: unknown argument `--port` (the options: --serve ADDR, --lang en|zh, --help)\n",
        ),
        (
            vec!["--serve"],
            "error: --serve takes an address HOST:PORT (e.g. 127.0.0.1:8024)\n",
        ),
        (
            vec!["--serve", "nowhere"],
            "error: --serve `nowhere`: cannot listen there: invalid socket address\n",
        ),
        (
            vec!["--serve", "127.0.0.1:1", "x"],
            "error: unexpected `x` after the address (the options: --serve ADDR, --lang en|zh, --help)\n",
        ),
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(
            (code, out.as_str(), err.as_str()),
            (Some(2), "", error),
            "{args:?}"
        );
    }
    let taken = format!("127.0.0.1:{port}");
    let (code, out, err) = run(&["--serve", &taken]);
    assert_eq!((code, out.as_str()), (Some(2), ""), "{err}");
    assert!(
        err.starts_with(&format!("error: --serve `{taken}`: cannot listen there: ")),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn bad_requests_are_refused_and_change_nothing() {
    let desk = Desk::start();
    let tab = "tab-bad-requests";
    let state = |desk: &Desk| -> Value {
        let (status, v) = desk.api("state", &json!({ "tab": tab, "problem": "poj1704" }));
        assert_eq!(status, 200, "{v}");
        v
    };
    let (status, first) = desk.api(
        "study",
        &json!({ "tab": tab, "problem": "poj1704", "position": "1 5 6 7" }),
    );
    assert_eq!(status, 200, "{first}");
    let before = state(&desk);
    assert_eq!(before["parts"]["position"], "1 5 6 7");
    // Malformed requests: 400, 404.
    for (action, body, status, error) in [
        ("state", "not json", 400, "the body is not a JSON object"),
        ("state", "[1]", 400, "the body is not a JSON object"),
        (
            "state",
            r#"{"problem": "poj1704"}"#,
            400,
            "the body needs a \"tab\" text",
        ),
        (
            "state",
            r#"{"tab": "short", "problem": "poj1704"}"#,
            400,
            "the tab's id is 8 to 64 letters, digits, - or _",
        ),
        (
            "state",
            r#"{"tab": "tab-bad-requests", "problem": "poj9999"}"#,
            404,
            "there is no such problem",
        ),
        (
            "jump",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704"}"#,
            404,
            "there is no such action",
        ),
        (
            "study",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704", "position": 5}"#,
            400,
            "the body needs a \"position\" text",
        ),
        (
            "case",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704", "case": -1}"#,
            400,
            "the body needs a \"case\" number, from 0",
        ),
        (
            "practice",
            r#"{"tab": "tab-bad-requests", "problem": "poj1704", "on": "yes"}"#,
            400,
            "the body needs \"on\": true or false",
        ),
    ] {
        let (got, text) = post(&format!("{}/api/{action}", desk.base), None, body);
        assert_eq!(
            (got, text),
            (status, json!({ "error": error }).to_string()),
            "{action} {body}"
        );
    }
    let (got, text) = post(&format!("{}/api/state", desk.base), None, "\u{fffd}\u{0}");
    assert_eq!(got, 400, "{text}");
    // Refused positions, judge inputs, cases and moves: 422, in explain's and play's words.
    for (action, body, error) in [
        ("study", json!({ "position": "3 -1" }), "cell `-1` is negative: a cell is a whole number from 1 to 2^64 − 1 (see `explain poj1704 --help`)".to_string()),
        ("case", json!({ "case": 0 }), "no case 1 in the judge input pasted".to_string()),
        ("move", json!({ "move": "move the chessman at 6 to 7" }), "illegal move: a chessman moves left: 7 is not left of 6; the position is unchanged".to_string()),
        ("move", json!({ "move": "quit" }), "`quit` ends a game in the terminal; on a page, study another position or press undo".to_string()),
        ("move", json!({ "move": "undo" }), "nothing to undo: you have not moved yet".to_string()),
    ] {
        let mut b = body.clone();
        b["tab"] = json!(tab);
        b["problem"] = json!("poj1704");
        let (status, v) = desk.api(action, &b);
        assert_eq!((status, v), (422, json!({ "error": error })), "{action} {body}");
    }
    // A judge input that explain refuses: the line the explain binary prints.
    let bad = "2\n3\n1 2 3\n2\n4 x\n";
    let out = common::run_bin_args("explain", &["poj1704"], bad.as_bytes());
    let line = String::from_utf8(out.stderr).unwrap();
    let (status, v) = desk.api(
        "paste",
        &json!({ "tab": tab, "problem": "poj1704", "input": bad }),
    );
    assert_eq!(status, 422);
    assert_eq!(format!("error: {}\n", v["error"].as_str().unwrap()), line);
    // Nothing changed, not even the version.
    let after = state(&desk);
    assert_eq!(after, before);
    // Once the computer has made the first move, it cannot make it again.
    let (status, v) = desk.api("start", &json!({ "tab": tab, "problem": "poj1704" }));
    assert_eq!(status, 200, "{v}");
    assert!(
        v["parts"]["play"]
            .as_str()
            .unwrap()
            .contains("move 1 (me): "),
        "{v}"
    );
    let (status, v) = desk.api("start", &json!({ "tab": tab, "problem": "poj1704" }));
    assert_eq!(
        (status, v["error"].as_str()),
        (
            422,
            Some("the computer can start only before the first move of a game that has one")
        )
    );
    // A judge input as large as the desk takes is read; one byte more is refused unread.
    let mut input = String::from("1\n");
    let cells: Vec<String> = (1..).map(|c: u64| c.to_string()).take(7000).collect();
    input.push_str(&format!("{}\n{}\n", cells.len(), cells.join(" ")));
    let pad = 64 * 1024
        - json!({ "tab": tab, "problem": "poj1704", "input": input.clone() })
            .to_string()
            .len();
    input.push_str(&" ".repeat(pad));
    let body = json!({ "tab": tab, "problem": "poj1704", "input": input }).to_string();
    assert_eq!(body.len(), 64 * 1024);
    let (status, text) = post(&format!("{}/api/paste", desk.base), None, &body);
    assert_eq!(status, 200, "{}", &text[..200.min(text.len())]);
    assert!(text.contains("case 1: <code>1 2 3 4 5"), "{}", &text[..200]);
    let (status, text) = post(
        &format!("{}/api/paste", desk.base),
        None,
        &format!("{body} "),
    );
    assert_eq!(
        (status, text.as_str()),
        (413, r#"{"error":"the body is longer than 65536 bytes"}"#)
    );
    // A position beyond play studies, and says why it has no game.
    let (status, v) = desk.api(
        "study",
        &json!({ "tab": tab, "problem": "poj1704", "position": "2000000" }),
    );
    assert_eq!(status, 200);
    assert!(v["parts"]["play"].as_str().unwrap().contains(
        "play: none from this position (cell 2000000 is beyond play&#39;s last cell, 1000000)"
    ));
    let (status, v) = desk.api(
        "move",
        &json!({ "tab": tab, "problem": "poj1704", "move": "2000000 1" }),
    );
    assert_eq!(
        (status, v["error"].as_str().unwrap()),
        (
            422,
            "play: none from this position (cell 2000000 is beyond play's last cell, 1000000)"
        )
    );
}

#[test]
fn sessions_are_capped_and_the_one_idle_longest_makes_way() {
    let desk = Desk::start();
    let open = |k: usize| {
        let (status, v) = desk.api("study", &json!({ "tab": format!("tab-number-{k:03}"), "problem": "hdu1907", "position": format!("{} 1", k + 2) }));
        assert_eq!(status, 200, "{v}");
        v
    };
    for k in 0..64 {
        assert!(open(k)["notice"].is_null());
    }
    // Tab 0 is the oldest; using it makes tab 1 the one idle longest.
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-000", "problem": "hdu1907" }),
    );
    assert_eq!(v["parts"]["position"], "2 1");
    assert!(open(64)["notice"].is_null());
    // Tab 1 made way: it starts again from the example, and is told so.
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-001", "problem": "hdu1907" }),
    );
    assert_eq!(v["parts"]["position"], "1 1 2");
    assert!(
        v["notice"].as_str().unwrap().starts_with(
            "this tab's session had ended (idle for 60 minutes, or the oldest of more than 64)"
        ),
        "{v}"
    );
    // Tab 0 kept its own (tab 1 coming back made tab 2 make way).
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-000", "problem": "hdu1907" }),
    );
    assert_eq!(
        (v["parts"]["position"].as_str(), v["notice"].is_null()),
        (Some("2 1"), true)
    );
    let (_, v) = desk.api(
        "state",
        &json!({ "tab": "tab-number-002", "problem": "hdu1907" }),
    );
    assert!(v["notice"].is_string(), "{v}");
}

#[test]
fn sixty_four_sessions_with_pasted_judge_inputs_stay_within_64_mib() {
    // Positions with the largest pictures and tables `play` draws (64 parts, tables of
    // 1 024 entries), one kind per tab, Staircase Nim's tabs with a judge input of the whole
    // body limit pasted and its 7 000 cells listed: the desk's peak resident memory, from
    // /proc, stays under the 64 MiB docs/studying.md promises for them (the largest
    // positions the desk takes: `bounds`).
    let desk = Desk::start();
    let spread: Vec<String> = (0..64).map(|k| (1 + 1000 * k).to_string()).collect();
    let piles: Vec<String> = (1..=60).map(|k| k.to_string()).collect();
    let coins: Vec<String> = (0..64).map(|k| k.to_string()).collect();
    let set: Vec<String> = (1..=100).map(|k| k.to_string()).collect();
    let heavy = [
        ("poj1704", spread.join(" ")),
        ("poj2311", "32 32".to_string()),
        ("hdu1848", "1000 999 998".to_string()),
        ("hdu1907", piles.join(" ")),
        ("poj2960", format!("{} 1000 999", set.join(","))),
        ("hdu3537", coins.join(" ")),
        ("pe459", "11".to_string()),
        ("hdu3404", "15,15 14,14 3,4".to_string()),
    ];
    let mut input = format!("1\n{}\n", 7000);
    input.push_str(
        &(1..=7000)
            .map(|c: u64| c.to_string())
            .collect::<Vec<_>>()
            .join(" "),
    );
    for k in 0..64 {
        let (problem, position) = &heavy[k % heavy.len()];
        let tab = format!("tab-memory-{k:03}");
        if *problem == "poj1704" {
            let pad = 64 * 1024 - 200 - input.len();
            let body = json!({ "tab": tab, "problem": problem, "input": format!("{input}{}", " ".repeat(pad)) });
            let (status, v) = desk.api("paste", &body);
            assert_eq!(status, 200, "{v}");
        }
        let (status, v) = desk.api(
            "study",
            &json!({ "tab": tab, "problem": problem, "position": position }),
        );
        assert_eq!(status, 200, "{problem} {position}: {v}");
        assert!(
            v["parts"]["table"].as_str().unwrap().contains("<svg "),
            "{problem}: its table drawn"
        );
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", desk.child.id())).unwrap();
    let peak_kib: u64 = (status.lines())
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc");
    assert!(peak_kib < 64 * 1024, "the desk peaked at {peak_kib} KiB");
}
