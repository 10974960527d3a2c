//! The two languages of the study tools (`src/i18n`): the message files and the code agree,
//! the Chinese outputs say what the English ones say, with the same numbers.
//!
//! * Every message exists in both languages, and each file has the same messages in both
//!   (a missing or an extra one fails); every message the files hold is used by the code.
//! * Every `msg!` of the sources names a message of both languages and passes exactly the
//!   variables the message uses; a value shown in one language is used in the other.
//! * The glossary (`docs/glossary.md`): an English message with a term of its table has a
//!   Chinese counterpart with the term's Chinese word, and no Chinese message uses a word
//!   the table refuses.
//! * The same numbers, line by line: `explain`'s lessons on seeded random positions of every
//!   problem, written in both languages (the lessons are data, the "why" lines of which
//!   `tests/explain_why.rs` checks against brute force), and `play`'s scripted games: each
//!   Chinese line holds exactly the English line's numbers, so the Chinese output carries
//!   the numbers the brute-force checks hold; every winning move's Chinese "why" says the
//!   异或和 after it is 0.
//! * The language is chosen by `--lang`, then `LC_ALL`, `LC_MESSAGES`, `LANG`; the tests'
//!   own runs do not depend on the developer's locale.

mod common;

use common::positions::{lessons, position};
use common::{assert_in_words, bin_path, run_bin_args, run_in_words, usage_error};
use grundy::i18n::Lang;
use grundy::rng::Rng;
use grundy::study::explain::render::{Style, render};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A message of a file: its text (all its lines) and its variables.
#[derive(Debug, Default, Clone)]
struct Message {
    text: String,
    /// Variables written out (`{ $n }`).
    shown: BTreeSet<String>,
    /// Variables a selector chooses on (`{ $n ->`, `NUMBER($n, …) ->`).
    chosen: BTreeSet<String>,
}

impl Message {
    fn used(&self) -> BTreeSet<String> {
        self.shown.union(&self.chosen).cloned().collect()
    }
}

/// The messages of one `.ftl` file by id.
fn parse_ftl(text: &str) -> BTreeMap<String, Message> {
    let mut out: BTreeMap<String, Message> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            if line.starts_with('#') {
                current = None;
            }
            continue;
        }
        if !line.starts_with(' ') && !line.starts_with('}') {
            let (id, rest) = line.split_once(" =").unwrap_or_else(|| panic!("{line}"));
            assert!(
                id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-_".contains(c)),
                "{id}"
            );
            assert!(!out.contains_key(id), "{id} twice");
            out.insert(id.to_string(), Message::default());
            current = Some(id.to_string());
            out.get_mut(id).unwrap().text.push_str(rest);
        } else if let Some(id) = &current {
            let m = out.get_mut(id).unwrap();
            m.text.push('\n');
            m.text.push_str(line);
        }
    }
    for m in out.values_mut() {
        let mut rest = m.text.as_str();
        while let Some(i) = rest.find('$') {
            let after = &rest[i + 1..];
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let tail = after[name.len()..].trim_start_matches([',', ' ']);
            let tail = tail.trim_start_matches("type: \"ordinal\")").trim_start();
            if tail.starts_with("->") {
                m.chosen.insert(name);
            } else {
                m.shown.insert(name);
            }
            rest = &after[1..];
        }
    }
    out
}

/// Every message of a language, by file and id.
fn messages(lang: Lang) -> BTreeMap<(String, String), Message> {
    let mut all = BTreeMap::new();
    for (area, text) in lang.files() {
        for (id, m) in parse_ftl(text) {
            all.insert((area.to_string(), id), m);
        }
    }
    all
}

/// A message by id alone (ids are unique across a language's files).
fn by_id(lang: Lang) -> BTreeMap<String, Message> {
    let mut out = BTreeMap::new();
    for ((_, id), m) in messages(lang) {
        assert!(out.insert(id.clone(), m).is_none(), "{id} in two files");
    }
    out
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Every `msg!("id", a = …, b = …)` of the sources: the id and the names it passes, with
/// where it is. Doc comments count too (their examples are compiled as doctests).
fn uses() -> Vec<(String, BTreeSet<String>, String)> {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("msg!(") {
            let body = rest[i + 5..].trim_start();
            // The macro's own definition (`msg!($id …`) is not a use, nor is a doc line's
            // mention.
            let Some(body) = body.strip_prefix('"') else {
                rest = &rest[i + 5..];
                continue;
            };
            let id_end = body.find('"').unwrap();
            let id = &body[..id_end];
            let mut depth = 1;
            let mut end = id_end;
            let mut in_str = false;
            for (k, c) in body[id_end..].char_indices() {
                match c {
                    '"' if k > 0 => in_str = !in_str,
                    '(' | '[' | '{' if !in_str => depth += 1,
                    ')' | ']' | '}' if !in_str => {
                        depth -= 1;
                        if depth == 0 {
                            end = id_end + k;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let args = &body[id_end + 1..end];
            // Top-level `name =` of the arguments.
            let mut names = BTreeSet::new();
            let (mut depth, mut start) = (0, 0);
            let chars: Vec<(usize, char)> = args.char_indices().collect();
            for (k, &(pos, c)) in chars.iter().enumerate() {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => {
                        let part = args[start..pos].trim();
                        if let Some((n, _)) = part.split_once(" =") {
                            names.insert(n.trim().trim_start_matches("///").trim().to_string());
                        }
                        start = pos + 1;
                    }
                    _ => {}
                }
                if k + 1 == chars.len() {
                    let part = args[start..].trim();
                    if let Some((n, _)) = part.split_once(" =") {
                        names.insert(n.trim().trim_start_matches("///").trim().to_string());
                    }
                }
            }
            let names: BTreeSet<String> = names
                .into_iter()
                .map(|n| n.rsplit(['\n', ' ']).next().unwrap().to_string())
                .collect();
            let place = format!("{}: msg!(\"{id}\"", f.display());
            out.push((id.to_string(), names, place));
            // Calls nested in the arguments are uses too.
            rest = &body[id_end..];
        }
    }
    out
}

/// The ids the i18n module formats by name (lists), besides `msg!`.
const FORMATTED: [&str; 3] = ["list-sep", "list-and", "list-or"];

#[test]
fn every_message_exists_in_both_languages_file_by_file() {
    let (en, zh) = (messages(Lang::En), messages(Lang::Zh));
    let keys = |m: &BTreeMap<(String, String), Message>| -> BTreeSet<(String, String)> {
        m.keys().cloned().collect()
    };
    let (ke, kz) = (keys(&en), keys(&zh));
    let missing: Vec<_> = ke.difference(&kz).collect();
    let extra: Vec<_> = kz.difference(&ke).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "not in Chinese: {missing:?}; only in Chinese: {extra:?}"
    );
    assert!(en.len() > 400, "{} messages", en.len());
    // Every variable shown in one language is used in the other (a selector may choose
    // by it there instead: `2 heaps` / `2堆`).
    for (key, e) in &en {
        let z = &zh[key];
        if let Some(v) = e.shown.difference(&z.used()).next() {
            panic!("{key:?}: ${v} is shown in English, unused in Chinese");
        }
        if let Some(v) = z.shown.difference(&e.used()).next() {
            panic!("{key:?}: ${v} is shown in Chinese, unused in English");
        }
    }
    // The bundles load: both files parse, and a message formats in each language.
    for lang in Lang::ALL {
        let t = grundy::msg!("list-and", rest = "3, 5", last = "9").render(lang);
        assert!(t.starts_with("3, 5") && t.ends_with('9'), "{t}");
    }
}

#[test]
fn every_message_the_code_names_exists_with_exactly_its_variables() {
    let (en, zh) = (by_id(Lang::En), by_id(Lang::Zh));
    let uses = uses();
    assert!(uses.len() > 400, "{} uses of msg!", uses.len());
    let mut used: BTreeSet<String> = FORMATTED.iter().map(|s| s.to_string()).collect();
    for (id, names, place) in &uses {
        let (Some(e), Some(z)) = (en.get(id), zh.get(id)) else {
            panic!("{place}: no message `{id}` in both languages");
        };
        let mut wanted: BTreeSet<String> = e.used().union(&z.used()).cloned().collect();
        // `star` (`yes` between nimbers) is given to every message of a lesson by
        // `Style::say` (src/study/explain/style.rs), not at the message's `msg!`.
        if place.contains("src/study/explain/") {
            wanted.remove("star");
        }
        assert_eq!(
            names, &wanted,
            "{place}: the variables passed and those used"
        );
        used.insert(id.clone());
    }
    let unused: Vec<&String> = en.keys().filter(|id| !used.contains(*id)).collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

/// The glossary's rows: English term, Chinese term, words the Chinese messages avoid, and
/// whether the row is the study tools' (the card game's rows are for its own messages).
fn glossary() -> Vec<(String, String, Vec<String>, bool)> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/glossary.md"))
            .unwrap();
    let mut rows = Vec::new();
    let mut study = true;
    for line in text.lines() {
        if line.starts_with("## The card game") {
            study = false;
        }
        if !line.starts_with("| ") {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells[0] == "English" || cells[0].starts_with("---") {
            continue;
        }
        let avoid = cells[3]
            .split('、')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect();
        rows.push((cells[0].to_string(), cells[1].to_string(), avoid, study));
    }
    rows
}

#[test]
fn the_glossary_is_the_words_the_messages_use() {
    let (en, zh) = (by_id(Lang::En), by_id(Lang::Zh));
    let rows = glossary();
    assert!(rows.len() >= 40, "{} glossary rows", rows.len());
    let mut checked = 0;
    let mut faults = Vec::new();
    let zh_by_area = messages(Lang::Zh);
    for (english, chinese, avoid, study) in &rows {
        for ((area, id), z) in &zh_by_area {
            // The card game's words are refused in its own messages only.
            if !study && area != "card" {
                continue;
            }
            for w in avoid {
                if z.text.contains(w.as_str()) {
                    faults.push(format!("{id} uses {w:?}, not {chinese:?}"));
                }
            }
        }
        if !study {
            continue;
        }
        let needle = english.to_lowercase();
        for (id, e) in &en {
            let lower = e.text.to_lowercase();
            let found = lower.match_indices(&needle).any(|(i, _)| {
                // A whole term: not inside a longer word.
                let before = lower[..i].chars().next_back();
                let after = lower[i + needle.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(|c| c.is_alphanumeric() && c != 's')
            });
            if found {
                if !zh[id].text.contains(chinese.as_str()) {
                    faults.push(format!(
                        "{id}: the English says {english:?}, the Chinese lacks {chinese:?}: {}",
                        zh[id].text.trim()
                    ));
                }
                checked += 1;
            }
        }
    }
    assert!(
        faults.is_empty(),
        "{} fault(s) against docs/glossary.md:\n{}",
        faults.len(),
        faults.join("\n")
    );
    assert!(
        checked >= 80,
        "{checked} messages checked against the glossary"
    );
}

/// The numbers of a line, in order (runs of ASCII digits).
fn numbers(line: &str) -> Vec<u128> {
    line.split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().unwrap_or(u128::MAX))
        .collect()
}

/// Asserts that `zh` holds the lines of `en` with the same numbers each (in any order:
/// Chinese puts the heap before the stones), and that it is in words.
fn same_numbers(context: &str, en: &str, zh: &str) {
    assert_in_words(context, zh);
    let (el, zl): (Vec<&str>, Vec<&str>) = (en.lines().collect(), zh.lines().collect());
    assert_eq!(el.len(), zl.len(), "{context}: lines\n{en}\n{zh}");
    for (e, z) in el.iter().zip(&zl) {
        let (mut a, mut b) = (numbers(e), numbers(z));
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b, "{context}:\n{e}\n{z}");
    }
}

/// `explain`'s lessons on seeded random positions of every problem, with plain and star
/// values: the Chinese lesson holds the English one's numbers, line by line, and every
/// winning move's "why" ends with the nim-sum after it, 0, in Chinese too.
#[test]
fn chinese_lessons_carry_the_english_numbers() {
    let mut rng = Rng::new(31);
    let mut lines = 0;
    for p in grundy::tools::problems::PROBLEMS {
        for round in 0..25 {
            let words = position(p.id, &mut rng);
            let Some(lessons) = lessons(p.id, &words) else {
                continue;
            };
            let star = round % 5 == 0;
            for lesson in &lessons {
                let en = render(
                    lesson,
                    Style {
                        star,
                        lang: Lang::En,
                        full: round % 3 == 0,
                    },
                );
                let zh = render(
                    lesson,
                    Style {
                        star,
                        lang: Lang::Zh,
                        full: round % 3 == 0,
                    },
                );
                same_numbers(&format!("{} {words:?}", p.id), &en, &zh);
                for (e, z) in en.lines().zip(zh.lines()) {
                    if e.trim_start().starts_with("why: ") && e.ends_with("the nim-sum after is 0")
                    {
                        assert!(z.ends_with("走完后异或和为0"), "{z}");
                    }
                }
                lines += en.lines().count();
            }
        }
    }
    assert!(lines > 3000, "{lines} lines compared");
}

/// A game of `play` in both languages: the same positions, values, verdicts and moves.
#[test]
fn chinese_games_are_the_same_games() {
    let games: [(&[&str], &str); 6] = [
        (&["nim", "1", "2", "4", "--hint"], "3 5\n3 1\n2 2\n"),
        (
            &["staircase", "2", "5", "9", "13", "14"],
            "13 11\nhint\n5 3\nundo\n9 8\n",
        ),
        (&["cutting", "6x4", "--hint"], "6x4 2x4\n2x4 1x4\n"),
        (&["mock-turtles", "1", "4", "9"], "4 9\n1\nquit\n"),
        (
            &["misere", "2", "2", "1", "--computer-first"],
            "1 1\n2 1\n3 1\n",
        ),
        (
            &["corners", "2,3", "3,2", "--rows", "4", "--cols", "4"],
            "0,0 to 3,2\nhint\n",
        ),
    ];
    for (args, script) in games {
        let run = |lang: &str| {
            let mut all: Vec<&str> = args.to_vec();
            all.extend(["--lang", lang]);
            let (code, out, err) = run_in_words("play", &all, script.as_bytes());
            assert_eq!(
                (code, err.as_str()),
                (Some(0), ""),
                "{args:?} --lang {lang}"
            );
            out
        };
        let (en, zh) = (run("en"), run("zh"));
        same_numbers(&format!("play {args:?}"), &en, &zh);
        // The same positions, one by one.
        let positions = |t: &str, prefix: &str| -> Vec<Vec<u128>> {
            t.lines()
                .filter(|l| l.starts_with(prefix))
                .map(numbers)
                .collect()
        };
        assert_eq!(
            positions(&en, "position:"),
            positions(&zh, "局面："),
            "{args:?}"
        );
    }
    // Random starts with the same seed are the same game in both languages.
    let en = run_in_words("play", &["ruler", "--seed", "7", "--lang", "en"], b"hint\n").1;
    let zh = run_in_words("play", &["ruler", "--seed", "7", "--lang", "zh"], b"hint\n").1;
    same_numbers("play ruler --seed 7", &en, &zh);
}

/// Moves typed in Chinese, as the Chinese pages show them, are the same moves.
#[test]
fn moves_typed_in_chinese_are_read() {
    for (args, english, chinese) in [
        (
            &["nim", "1", "2", "4"][..],
            "take 1 stone from heap 3",
            "从第3堆取走1颗石子",
        ),
        (
            &["staircase", "2", "5", "9"],
            "move the chessman at 9 to 7",
            "把位于9的棋子移到7",
        ),
        (
            &["cutting", "6x4"],
            "cut the 6×4 sheet into 2×4 and 4×4",
            "把6×4的纸片剪成2×4和4×4",
        ),
        (&["prefix-free", "3"], "add 01", "添加01"),
        (
            &["mock-turtles", "1", "4", "9"],
            "turn coins 1, 4 and 9",
            "翻转硬币1、4和9",
        ),
        (
            &["ruler", "1", "2", "3", "4"],
            "turn coins 2 to 4",
            "翻转硬币2到4",
        ),
        (
            &["rugs", "1,1", "1,2"],
            "turn every coin from (0, 1) to (1, 2)",
            "翻转从(0, 1)到(1, 2)的每一枚硬币",
        ),
        (
            &["corners", "2,3"],
            "turn the corners (0, 0), (0, 3), (2, 0) and (2, 3)",
            "翻转四个角(0, 0)、(0, 3)、(2, 0)和(2, 3)",
        ),
    ] {
        let first_move = |line: &str| {
            let (code, out, _) = run_in_words("play", args, format!("{line}\n").as_bytes());
            assert_eq!(code, Some(0));
            out.lines()
                .find(|l| l.starts_with("move 1 (you)"))
                .unwrap_or_else(|| panic!("{args:?} {line}: {out}"))
                .to_string()
        };
        assert_eq!(first_move(english), first_move(chinese), "{args:?}");
    }
    // And the commands: 提示, 悔棋, 帮助, 认输.
    let script = "帮助\n提示\n3 1\n悔棋\n认输\n";
    let (_, out, _) = run_in_words("play", &["nim", "1", "2", "4"], script.as_bytes());
    assert!(
        out.contains("\ntype a move as ") && out.contains("\nhint: "),
        "{out}"
    );
    assert!(
        out.contains("\ntaken back: ") && out.ends_with("you resign: I win.\n"),
        "{out}"
    );
}

/// `explain`, `play` and `sg_table` with the locale's variables set, and `--lang`.
fn with_env(
    bin: &str,
    args: &[&str],
    env: &[(&str, &str)],
    stdin: &str,
) -> (Option<i32>, String, String) {
    let out = common::run_bin_env(bin, args, env, stdin.as_bytes());
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

#[test]
fn the_language_comes_from_lang_then_the_locale() {
    let explain = ["hdu1907", "1", "1", "2"];
    let zh_words = "结论：";
    for (env, args, chinese) in [
        (vec![], vec![], false),
        (vec![("LANG", "zh_CN.UTF-8")], vec![], true),
        (vec![("LANG", "zh_TW")], vec![], true),
        (vec![("LANG", "zh")], vec![], true),
        (vec![("LANG", "en_US.UTF-8")], vec![], false),
        (
            vec![("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")],
            vec![],
            false,
        ),
        (
            vec![("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "C")],
            vec![],
            true,
        ),
        (vec![("LC_ALL", ""), ("LANG", "zh_CN.UTF-8")], vec![], true),
        (vec![("LANG", "zh_CN.UTF-8")], vec!["--lang", "en"], false),
        (vec![("LC_ALL", "C")], vec!["--lang", "zh"], true),
    ] {
        let mut all: Vec<&str> = explain.to_vec();
        all.extend(&args);
        let (code, out, err) = with_env("explain", &all, &env, "");
        assert_eq!((code, err.as_str()), (Some(0), ""), "{env:?} {args:?}");
        assert_eq!(out.contains(zh_words), chinese, "{env:?} {args:?}: {out}");
    }
    let (_, out, _) = with_env("play", &["nim", "1"], &[("LANG", "zh_CN.UTF-8")], "quit\n");
    assert!(out.contains("你的走法> "), "{out}");
    let (_, out, _) = with_env("sg_table", &["ruler", "4"], &[("LANG", "zh_CN.UTF-8")], "");
    assert!(out.contains("全部4个值都与结论一致"), "{out}");
    // Batch mode follows the command line's --lang.
    let (_, out, _) = with_env("sg_table", &["--lang", "zh"], &[], "ruler 4\none 2\n");
    assert_eq!(out.matches("都与结论一致").count(), 2, "{out}");
    // A judge input's error is the solver's, told in the language: the shapes every
    // reader shares in Chinese words, and a problem's own rule too (its English unchanged).
    let (code, out, err) = with_env("explain", &["poj1704"], &[], "1\n2\n3 3\n");
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert_eq!(err, "error: line 3: case 1: position 3 appears twice\n");
    let (code, out, err) = with_env("explain", &["poj1704", "--lang", "zh"], &[], "1\n2\n3 3\n");
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert_eq!(err, "error: 第3行：第1组数据：位置3出现了两次\n");
    for (input, zh) in [
        ("", "error: 评测数据是空的\n"),
        (
            "1\n2\n3 x\n",
            "error: 第3行：无法把 `x` 读作整数（应在0到2^64 − 1之间）\n",
        ),
        (
            "1\n3\n1 2\n",
            "error: 第3行：评测数据提前结束：第1组数据应有3个位置，只读到2个\n",
        ),
    ] {
        let (code, _, err) = with_env("explain", &["poj1704"], &[("LANG", "zh_CN.UTF-8")], input);
        assert_eq!((code, err.as_str()), (Some(2), zh), "{input:?}");
    }
}

/// The tests' own runs of the tools do not see the developer's locale: `run_bin_args` with
/// `LANG=zh_CN.UTF-8` in the test's environment would still give English. (The helper clears
/// the variables; this checks it does, through the same `Command` it builds.)
#[test]
fn the_tests_runs_do_not_depend_on_the_locale() {
    let mut cmd = Command::new(bin_path("explain"));
    cmd.env("LANG", "zh_CN.UTF-8").env("LC_ALL", "zh_CN.UTF-8");
    common::without_locale(&mut cmd);
    let out = cmd.args(["hdu1907", "1", "1", "2"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("verdict: ") && !text.contains("结论"),
        "{text}"
    );
    let via_helper = run_bin_args("explain", &["hdu1907", "1", "1", "2"], b"");
    assert_eq!(String::from_utf8(via_helper.stdout).unwrap(), text);
}

#[test]
fn lang_is_checked_like_any_option() {
    for tool in ["explain", "play", "sg_table"] {
        let err = usage_error(tool, &["--lang", "fr"]);
        assert!(
            err.contains("--lang `fr`") && err.contains("--lang zh"),
            "{tool}: {err}"
        );
        let err = usage_error(tool, &["ruler", "--lang"]);
        assert!(err.contains("--lang needs a value"), "{tool}: {err}");
    }
    // In the environment's language.
    let (code, _, err) = with_env("play", &["--lang", "xx"], &[("LANG", "zh_CN.UTF-8")], "");
    assert_eq!(code, Some(2));
    assert!(err.starts_with("error: --lang `xx` 不是"), "{err}");
    // Usage errors of the study tools in Chinese, in words, one line.
    for (tool, args) in [
        ("explain", &["poj9999", "--lang", "zh"][..]),
        ("explain", &["hdu1907", "0", "--lang", "zh"]),
        ("play", &["chess", "--lang", "zh"]),
        ("play", &["nim", "--seed", "x", "--lang", "zh"]),
        // sg_table's own argument errors: parse.rs, catalogue.rs, the octal codes.
        ("sg_table", &["chess", "--lang", "zh"]),
        ("sg_table", &["consecutive", "--lang", "zh"]),
        ("sg_table", &["ruler", "x", "--lang", "zh"]),
        ("sg_table", &["ruler", "--upto", "0", "--lang", "zh"]),
        ("sg_table", &["nim", "--period", "--lang", "zh"]),
        ("sg_table", &["cutting", "4", "--lang", "zh"]),
        ("sg_table", &["subtraction", "1,,2", "--lang", "zh"]),
        ("sg_table", &["product", "ruler", "chess", "--lang", "zh"]),
        ("sg_table", &["octal", "0.8", "--lang", "zh"]),
        ("sg_table", &["octal", "7", "--lang", "zh"]),
        ("sg_table", &["octal", "0.000", "--lang", "zh"]),
        ("sg_table", &["ruler", "--svg", "--lang", "zh"]),
    ] {
        let err = usage_error(tool, args);
        // Past `error: ` and the words quoted from the arguments, no English word.
        let words = err["error: ".len()..]
            .split('`')
            .step_by(2)
            .flat_map(|s| s.split(|c: char| !c.is_ascii_alphabetic()))
            // Options and the games' names are the same words in both languages.
            .filter(|w| w.len() > 1 && !["help", "upto", "period", "svg", "from"].contains(w))
            .filter(|w| !["subtraction", "twins", "grunt", "octal", "grundy"].contains(w))
            .filter(|w| !w.chars().all(|c| c.is_ascii_uppercase()))
            .collect::<Vec<_>>();
        assert!(
            tool != "sg_table" || words.is_empty(),
            "{tool} {args:?}: {err}"
        );
        assert!(
            err.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{err}"
        );
    }
    // A Chinese batch's bad line, in Chinese.
    let (code, _, err) = with_env(
        "sg_table",
        &["--lang", "zh"],
        &[],
        "ruler 4
nim -3
",
    );
    assert_eq!(code, Some(2));
    assert!(err.starts_with("error: 第2行：`-3` 是负数"), "{err}");
    // play's unknown word in Chinese names the Chinese commands it takes too.
    let out = run_in_words(
        "play",
        &["nim", "3", "4", "--lang", "zh"],
        "什么\n".as_bytes(),
    )
    .1;
    for word in ["提示", "悔棋", "帮助", "认输"] {
        let line = out
            .lines()
            .find(|l| l.contains("未知的命令或词"))
            .unwrap_or_default();
        assert!(line.contains(word), "{word}: {out}");
    }
    // Help in Chinese, in words.
    for tool in ["explain", "play", "sg_table"] {
        let (code, out, _) = run_in_words(tool, &["--help", "--lang", "zh"], b"");
        assert_eq!(code, Some(0));
        assert!(out.contains("--lang"), "{tool}: {out}");
    }
}
