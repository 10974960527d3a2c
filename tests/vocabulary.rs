//! One vocabulary per problem: for every problem and both languages, what a student reads
//! of it speaks of the problem's own objects and never of another problem's (HDU 1907
//! eats M&Ms of colours, never stones from heaps; POJ 2960 takes beads, never stones; HDU
//! 1848 takes stones from piles, never from heaps; …; `src/study/vocab.rs` holds the
//! heap problems' words in one table). Read are: `explain` on the problem's example
//! position (plain and `--star`) and on its sample judge inputs (HDU 3404's small ones); the study desk over HTTP
//! (the lesson, the picture's words and the play box, from a tab in English or switched to
//! Chinese) through a whole scripted game, each move the first one the picture offers that
//! the desk accepts; and `play` fed the same moves from the same command, after `help` and
//! `hint`. The sg_table picture beside them is the table tool's own, in coins, and its
//! caption (the lesson's `next` line) says what a coin stands for: it is left out.

mod common;
#[path = "common/desk.rs"]
mod desk;
use desk::Desk;
#[path = "common/web.rs"]
mod web;

use common::{run_bin_args, testdata_dir};
use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};

/// The words of other vocabularies that problem `id` must never show: English words
/// (matched at the start of a word, any case: `stone` finds `stones`) and Chinese ones.
fn foreign(id: &str) -> (&'static [&'static str], &'static [&'static str]) {
    match id {
        // M&Ms of colours.
        "hdu1907" => (
            &["stone", "heap", "pile", "bead", "chessm"],
            &["石子", "堆", "珠子", "棋子"],
        ),
        // Stones in piles.
        "hdu1848" => (
            &["heap", "bead", "m&m", "colour", "chessm"],
            &["珠子", "颜色", "M&M", "棋子"],
        ),
        // Beads in heaps.
        "poj2960" => (
            &["stone", "pile", "m&m", "colour", "chessm"],
            &["石子", "颜色", "M&M", "棋子"],
        ),
        // Chessmen on cells (the gaps inside pairs are Nim heaps, the theory's word).
        "poj1704" => (
            &["stone", "bead", "pile", "m&m", "colour", "sheet"],
            &["石子", "珠子", "颜色", "M&M", "纸片"],
        ),
        // Sheets cut into pieces.
        "poj2311" => (
            &["stone", "heap", "pile", "bead", "m&m", "chessm", "coin"],
            &["石子", "堆", "珠子", "M&M", "棋子", "硬币"],
        ),
        // Binary strings and free subtrees; coins, heads and tails; lights; white disks;
        // the nim product: none of them takes anything from heaps.
        _ => (
            &["stone", "heap", "pile", "bead", "m&m", "chessm"],
            &["石子", "珠子", "M&M", "棋子"],
        ),
    }
}

/// The words of `text` that belong to another vocabulary than problem `id`'s, each with
/// the line it stands in.
fn strays(id: &str, text: &str) -> Vec<String> {
    let (en, zh) = foreign(id);
    let mut found = Vec::new();
    for line in text.lines() {
        let lower = line.to_lowercase();
        for w in en {
            let hit = lower.match_indices(w).any(|(at, _)| {
                let before = lower[..at].chars().next_back();
                !before.is_some_and(|c| c.is_alphanumeric())
            });
            if hit {
                found.push(format!("`{w}` in: {line}"));
            }
        }
        for w in zh {
            if line.contains(w) {
                found.push(format!("`{w}` in: {line}"));
            }
        }
    }
    found
}

/// `text` with the pages' escapes undone.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// What a person reads of a part of the page: its text, one line per element, and the
/// words its attributes say (`aria-label`, `title`, `alt`, a move's `data-words`).
fn readable(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        out.push('\n');
        let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
        let tag = &rest[open..close];
        for name in ["aria-label", "title", "alt", "data-words"] {
            let key = format!(" {name}=\"");
            if let Some(at) = tag.find(&key) {
                let value = &tag[at + key.len()..];
                out.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                out.push('\n');
            }
        }
        rest = &rest[close..];
    }
    out.push_str(rest);
    unescape(&out)
}

/// The values of every attribute `name` in `html`, unescaped.
fn attributes(html: &str, name: &str) -> Vec<String> {
    let key = format!(" {name}=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find(&key) {
        rest = &rest[at + key.len()..];
        let len = rest.find('"').unwrap();
        out.push(unescape(&rest[..len]));
    }
    out
}

/// The moves a picture offers: its click targets' moves, or its coins alone and in pairs
/// joined as the picture says.
fn offered(picture: &str) -> Vec<String> {
    let moves = attributes(picture, "data-move");
    if !moves.is_empty() {
        return moves;
    }
    let coins = attributes(picture, "data-coin");
    let join = attributes(picture, "data-join").pop().unwrap_or(" ".into());
    let mut out = coins.clone();
    for a in &coins {
        for b in &coins {
            if a != b {
                out.push(format!("{a}{join}{b}"));
            }
        }
    }
    out
}

/// The `play` command the desk's play box shows, without `play`.
fn play_args(play: &str) -> Option<Vec<String>> {
    let at = play.find("<p class=\"command\">")?;
    let text = unescape(&play[at..play[at..].find("</p>").unwrap() + at]);
    let cmd = &text[text.find("play ")? + 5..];
    let cmd = cmd.trim_end_matches(|c: char| c == '`' || c == '.' || c.is_whitespace());
    Some(
        (cmd.split('`').next().unwrap().split(' '))
            .map(String::from)
            .collect(),
    )
}

/// `POST /api/move` from a tab in English or (`zh`) switched to Chinese: the answer when
/// the desk accepted the move (200), else `None`.
fn try_move(desk: &Desk, tab: &str, id: &str, m: &str, zh: bool) -> Option<Value> {
    let url = format!("{}/api/move", desk.base);
    let body = json!({ "tab": tab, "problem": id, "move": m }).to_string();
    let (status, text) = if zh {
        let mut r = (web::agent().post(url))
            .header("Content-Type", "application/json")
            .header("Cookie", "lang=zh")
            .send(body)
            .unwrap_or_else(|e| panic!("POST move: {e}"));
        let status = r.status().as_u16();
        (status, r.body_mut().read_to_string().unwrap())
    } else {
        web::post(&url, None, &body)
    };
    (status == 200).then(|| serde_json::from_str(&text).unwrap())
}

/// The most moves of a scripted game (every game of the examples ends sooner).
const MOST_MOVES: usize = 80;

/// What the desk shows a student of problem `id` in one language through a scripted
/// game, the `play` command it offers, and the moves typed.
fn desk_game(
    desk: &Desk,
    id: &str,
    k: usize,
    zh: bool,
) -> (String, Option<Vec<String>>, Vec<String>) {
    let example = grundy::study::explain::guide::guide(id).position_example;
    let tab = format!("vocabulary-{k}-{}", if zh { "zh" } else { "en" });
    let v = desk.api(
        "study",
        &json!({ "tab": tab, "problem": id, "position": example }),
        zh,
    );
    let part = |v: &Value, name: &str| v["parts"][name].as_str().unwrap_or("").to_string();
    let mut seen = String::new();
    for name in ["lesson", "picture", "play"] {
        seen.push_str(&readable(&part(&v, name)));
    }
    if zh {
        assert!(
            seen.contains("SG值"),
            "{id}: the tab speaks Chinese: {seen}"
        );
    }
    let args = play_args(&part(&v, "play"));
    let mut typed = Vec::new();
    let mut picture = part(&v, "picture");
    for _ in 0..MOST_MOVES {
        let Some((m, v)) = (offered(&picture).into_iter())
            .find_map(|m| try_move(desk, &tab, id, &m, zh).map(|v| (m, v)))
        else {
            break;
        };
        typed.push(m);
        for name in ["picture", "play"] {
            seen.push_str(&readable(&part(&v, name)));
        }
        picture = part(&v, "picture");
        if part(&v, "play").contains("data-over=\"true\"") {
            break;
        }
    }
    (seen, args, typed)
}

/// `explain` in language `lang` on problem `id`'s example (plain and `--star`) and on its
/// sample judge inputs.
fn explained(id: &str, lang: &str) -> String {
    let example = grundy::study::explain::guide::guide(id).position_example;
    let mut out = String::new();
    for star in [false, true] {
        let mut args = vec!["--lang", lang];
        if star {
            args.push("--star");
        }
        args.push(id);
        args.extend(example.split(' '));
        let run = run_bin_args("explain", &args, b"");
        assert!(run.status.success(), "explain {args:?}");
        out.push_str(&String::from_utf8(run.stdout).unwrap());
    }
    let dir = testdata_dir().join(id);
    let mut samples: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            // HDU 3404's samples are its small cases.
            (name.starts_with("sample") || name.starts_with("small")) && name.ends_with(".in")
        })
        .collect();
    samples.sort();
    assert!(!samples.is_empty(), "{id} has a sample");
    for s in samples {
        let run = run_bin_args(
            "explain",
            &["--lang", lang, id],
            &std::fs::read(&s).unwrap(),
        );
        assert!(run.status.success(), "explain {id} < {}", s.display());
        out.push_str(&String::from_utf8(run.stdout).unwrap());
    }
    out
}

#[test]
fn every_problem_speaks_of_its_own_objects_in_explain_play_and_on_the_desk() {
    let desk = Desk::start();
    let mut failures = Vec::new();
    let mut played = 0;
    for (k, problem) in PROBLEMS.iter().enumerate() {
        let id = problem.id;
        for (lang, zh) in [("en", false), ("zh", true)] {
            let mut check = |what: &str, text: &str| {
                for s in strays(id, text).into_iter().take(3) {
                    failures.push(format!("{id} {lang} {what}: {s}"));
                }
            };
            check("explain", &explained(id, lang));
            let (seen, args, typed) = desk_game(&desk, id, k, zh);
            assert!(
                !typed.is_empty(),
                "{id} {lang}: the desk's game made no move"
            );
            check("the desk", &seen);
            if let Some(args) = args {
                let mut input = String::from("help\nhint\n");
                for m in &typed {
                    input.push_str(m);
                    input.push('\n');
                }
                let mut all = vec!["--lang".to_string(), lang.to_string()];
                all.extend(args);
                let run = run_bin_args("play", &all, input.as_bytes());
                assert!(run.status.success(), "play {all:?}");
                let out = String::from_utf8(run.stdout).unwrap();
                assert!(
                    out.contains(&typed[0]),
                    "play {all:?} read the moves: {out}"
                );
                check("play", &out);
                played += 1;
            }
        }
    }
    assert!(played >= 2 * 9, "{played} games played");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_check_sees_a_word_of_another_vocabulary() {
    // What the desk and `play` said of HDU 1907 before its words were one table's.
    let old = "position: heaps 1 1 2\ntake 1 stone from heap 3\n从第3堆取走1颗石子";
    let found = strays("hdu1907", old);
    assert_eq!(found.len(), 5, "{found:?}");
    assert!(strays("hdu1907", "eat 1 M&M of colour 3\n第3种颜色吃掉1颗M&M豆").is_empty());
    assert_eq!(strays("hdu1848", "take 1 stone from heap 2").len(), 1);
    assert!(strays("hdu1848", "take 1 stone from pile 2").is_empty());
    assert_eq!(strays("poj2960", "take 2 stones from heap 1").len(), 1);
    // Attributes a person reads count, class names do not.
    let picture =
        "<rect class=\"stone\" data-words=\"take 1 stone from heap 1\"/><text>heap 1</text>";
    assert!(!readable(picture).contains("class"));
    assert_eq!(strays("hdu1907", &readable(picture)).len(), 3);
}
