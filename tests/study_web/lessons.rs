//! 50 seeded positions of each problem studied over HTTP: the lesson is `explain`'s, line by
//! line; the picture carries the components' values and marks the winning moves; the game
//! is `play`'s own from the position; the table the lesson names holds the mex of the
//! values it lists at every entry; and one position in five studied again by a tab that
//! reads Chinese, with the same numbers.

use super::positions::{joined, position};
use super::{
    Desk, attribute, drawn_in_order, explained, mex_of, numbers, play_command, tags_of_class,
    texts, unescape, values,
};
use grundy::rng::Rng;
use grundy::study::explain::lesson::Lesson;
use grundy::study::explain::render::{Style, render};
use grundy::study::play::session_of;
use grundy::tools::problems::PROBLEMS;
use serde_json::{Value, json};

#[test]
fn over_http_50_positions_of_each_problem_are_taught_drawn_and_tabled_as_the_library_does() {
    let desk = Desk::start();
    let mut rng = Rng::new(3030);
    let mut checked_cells = 0;
    let mut chinese = 0;
    for p in PROBLEMS {
        let id = p.id;
        let tab = format!("tab-http-{id}");
        for k in 0..50 {
            let words = position(id, &mut rng, false);
            let what = format!("{id} {words} (position {k})");
            let (lines, lesson) = explained(id, &words).unwrap_or_else(|e| panic!("{what}: {e}"));
            let (status, v) = desk.api(
                "study",
                &json!({ "tab": tab, "problem": id, "position": words }),
            );
            assert_eq!(status, 200, "{what}: {v}");
            let parts = &v["parts"];
            assert_eq!(
                parts["position"],
                words.split_whitespace().collect::<Vec<_>>().join(" "),
                "{what}"
            );
            // The lesson: explain's lines, each one element.
            let lesson_html = parts["lesson"].as_str().unwrap();
            assert_eq!(
                texts(lesson_html, "<div class=\"t ", "</div>"),
                lines,
                "{what}"
            );
            // The picture: the components' values, the winning moves marked when the game is
            // played from here (and its moves searched).
            let picture = parts["picture"].as_str().unwrap();
            assert!(
                picture.starts_with("<svg ") && picture.ends_with("</svg>"),
                "{what}"
            );
            if drawn_in_order(id)
                && let Some(drawn) = attribute(picture, "data-values")
            {
                assert_eq!(drawn, joined(&values(&lesson)), "{what}");
            }
            let wins = lines
                .iter()
                .any(|l| l.starts_with("verdict: ") && l.ends_with("(the player to move wins)"));
            let play = parts["play"].as_str().unwrap();
            let playing = play.contains("data-playing=\"yes\"");
            if playing
                && attribute(picture, "data-pick").as_deref() == Some("move")
                && !lines.iter().any(|l| l.contains("not searched"))
            {
                assert_eq!(!tags_of_class(picture, "win").is_empty(), wins, "{what}");
            }
            // The game: play's own, from the position explained.
            match play_command(&lesson) {
                Some(args) => {
                    let args: Vec<&str> = args.iter().map(String::as_str).collect();
                    let mirror = session_of(&args, 200).unwrap();
                    let state = texts(play, "<pre class=\"state\"", "</pre>");
                    assert_eq!(state, [mirror.view(false).text.trim_end()], "{what}");
                }
                None => assert!(!playing, "{what}"),
            }
            // The table the lesson names, drawn: every entry the mex of the values it lists,
            // its options those of a subtraction game's rules, the components outlined.
            let table = parts["table"].as_str().unwrap();
            if let Some(cmd) = lines
                .iter()
                .find_map(|l| l.strip_prefix("its values in a table: sg_table "))
            {
                let cmd = cmd.split(" (").next().unwrap();
                assert!(
                    unescape(table).contains(&format!("sg_table {cmd}")),
                    "{what}: {cmd}"
                );
                let cells = tags_of_class(table, "cell");
                let value = |c: &str| {
                    attribute(&format!(" {c}"), "data-value").map(|v| v.parse::<u64>().unwrap())
                };
                let label = |c: &str| attribute(&format!(" {c}"), "data-label").unwrap();
                let by_label: std::collections::HashMap<String, u64> = cells
                    .iter()
                    .filter_map(|c| Some((label(c), value(c)?)))
                    .collect();
                for c in &cells {
                    let Some(v) = value(c) else { continue };
                    // Every distinct value, runs written `a-z`.
                    let options: Vec<u64> = attribute(&format!(" {c}"), "data-options")
                        .unwrap()
                        .split_whitespace()
                        .flat_map(|o| match o.split_once('-') {
                            Some((a, z)) => a.parse().unwrap()..=z.parse().unwrap(),
                            None => o.parse().unwrap()..=o.parse().unwrap(),
                        })
                        .collect();
                    assert_eq!(mex_of(&options), v, "{what}: {c}");
                    if let Some(set) = cmd.strip_prefix("subtraction ") {
                        let heap: u64 = label(c).parse().unwrap();
                        let mut expected: Vec<u64> = (set.split(' ').next().unwrap().split(','))
                            .map(|s| s.parse::<u64>().unwrap())
                            .filter(|&s| s <= heap)
                            .map(|s| match heap - s {
                                // A heap of 0 is no coin: turning x alone leaves 0.
                                0 => 0,
                                rest => by_label[&rest.to_string()],
                            })
                            .collect();
                        expected.sort_unstable();
                        expected.dedup();
                        let mut got = options.clone();
                        got.sort_unstable();
                        got.dedup();
                        assert_eq!(got, expected, "{what}: heap {heap}");
                    }
                    checked_cells += 1;
                }
                if cmd.starts_with("subtraction ") && !cells.is_empty() {
                    // The components outlined: the heaps of the position (its piles).
                    let marked: std::collections::BTreeSet<String> = tags_of_class(table, "mark")
                        .iter()
                        .map(|c| label(c))
                        .collect();
                    let skip = usize::from(id == "poj2960"); // S first
                    let heaps: std::collections::BTreeSet<String> = (words.split_whitespace())
                        .skip(skip)
                        .filter(|w| !w.contains(',') && *w != "0")
                        .map(String::from)
                        .collect();
                    assert_eq!(marked, heaps, "{what}");
                }
            }
            if k % 5 == 0 {
                in_chinese(&desk, id, &words, &what, parts, &lesson, &lines);
                chinese += 1;
            }
        }
    }
    assert!(checked_cells > 5000, "{checked_cells} entries checked");
    assert_eq!(chinese, 10 * PROBLEMS.len());
}

/// The same position studied by a tab that reads Chinese shows the same numbers as the
/// English one in `parts`: the lesson (explain's in Chinese, the same numbers as its
/// English `lines`, the same verdict), the picture's values and winning moves, the game
/// (play's, in Chinese), the table's every entry.
fn in_chinese(
    desk: &Desk,
    id: &str,
    words: &str,
    what: &str,
    parts: &Value,
    lesson: &Lesson,
    lines: &[String],
) {
    let tab = format!("tab-zh-{id}");
    let (status, v) = desk.api_zh(
        "study",
        &json!({ "tab": tab, "problem": id, "position": words }),
    );
    assert_eq!(status, 200, "{what}: {v}");
    let zh = &v["parts"];
    let part = |p: &Value, name: &str| p[name].as_str().unwrap().to_string();
    let zh_lines = texts(&part(zh, "lesson"), "<div class=\"t ", "</div>");
    let style = Style {
        lang: grundy::i18n::Lang::Zh,
        ..Style::default()
    };
    let expected: Vec<String> = (render(lesson, style).lines())
        .map(|l| l.trim_start().to_string())
        .collect();
    assert_eq!(zh_lines, expected, "{what}");
    assert_eq!(
        numbers(&zh_lines.concat()),
        numbers(&lines.concat()),
        "{what}"
    );
    let verdict = |ls: &[String], head: &str, wins: &str| {
        (ls.iter().find(|l| l.starts_with(head))).map(|l| l.ends_with(wins))
    };
    assert_eq!(
        verdict(&zh_lines, "结论：", "，先手必胜"),
        verdict(lines, "verdict: ", "(the player to move wins)"),
        "{what}: {zh_lines:?}"
    );
    assert!(zh_lines.iter().any(|l| l.contains("SG值")), "{what}");
    // The picture: its values and its winning moves.
    let (en_pic, zh_pic) = (part(parts, "picture"), part(zh, "picture"));
    assert_eq!(
        attribute(&zh_pic, "data-values"),
        attribute(&en_pic, "data-values"),
        "{what}"
    );
    let moves = |pic: &str| -> Vec<Option<String>> {
        (tags_of_class(pic, "win").iter())
            .map(|t| attribute(&format!(" {t}"), "data-move"))
            .collect()
    };
    assert_eq!(moves(&zh_pic), moves(&en_pic), "{what}");
    // The game: play's own in Chinese.
    if let Some(args) = play_command(lesson) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut mirror = session_of(&args, 200).unwrap();
        mirror.set_lang(grundy::i18n::Lang::Zh);
        let state = texts(&part(zh, "play"), "<pre class=\"state\"", "</pre>");
        assert_eq!(state, [mirror.view(false).text.trim_end()], "{what}");
    }
    // The table: every entry's label, value and options as in English.
    let (en_table, zh_table) = (part(parts, "table"), part(zh, "table"));
    assert_eq!(
        tags_of_class(&zh_table, "cell"),
        tags_of_class(&en_table, "cell"),
        "{what}"
    );
}
