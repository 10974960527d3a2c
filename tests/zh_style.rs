//! The Chinese reads as Chinese (`docs/zh-style.md`): every Chinese message of
//! `src/i18n/zh-CN/`, and the Chinese the tools print (the lessons of `explain` on seeded
//! positions of every problem, games of `play`, tables of `sg_table`, every tool's `--help`),
//! keeps full-width punctuation inside its sentences, no fragment a broken template makes
//! (`1类个`, `有没有`, `保留无`), and no Latin word but the commands, identifiers, symbols
//! and names the style guide lists.
//!
//! The lists are the style guide's own fenced blocks (`allowed-latin`,
//! `refused-fragments`), so the page a translator reads is the rule the test applies.

mod common;

use common::positions::{lessons, position};
use common::run_bin_env;
use grundy::i18n::Lang;
use grundy::rng::Rng;
use grundy::study::explain::render::{Style, render};
use std::collections::BTreeSet;
use std::path::Path;

/// The style guide's two lists: the Latin words a Chinese line may keep, and the fragments
/// no Chinese text may hold.
struct Rules {
    latin: BTreeSet<String>,
    refused: Vec<String>,
}

fn rules() -> Rules {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/zh-style.md"))
            .unwrap();
    let block = |name: &str| -> Vec<String> {
        let start = text
            .find(&format!("```{name}\n"))
            .unwrap_or_else(|| panic!("docs/zh-style.md has no {name} block"));
        let body = &text[start + name.len() + 4..];
        let end = body.find("```").unwrap();
        body[..end]
            .lines()
            .filter(|l| !l.starts_with('#'))
            .flat_map(str::split_whitespace)
            .map(String::from)
            .collect()
    };
    let rules = Rules {
        latin: block("allowed-latin").into_iter().collect(),
        refused: block("refused-fragments"),
    };
    assert!(rules.latin.len() > 50 && rules.refused.len() > 3);
    rules
}

/// A Chinese character or a full-width punctuation mark.
fn chinese(c: char) -> bool {
    matches!(c as u32, 0x3000..=0x303f | 0x3400..=0x4dbf | 0x4e00..=0x9fff | 0xff00..=0xffef)
        || c == '…'
}

/// A Latin word a Chinese line may always keep: one letter, a letter with digits (`g1`,
/// `P2`, `d1d2`), a subscript pair (`vN`).
fn symbol(w: &str) -> bool {
    let b = w.as_bytes();
    b.len() == 1
        || (b.iter().any(u8::is_ascii_digit) && b[0].is_ascii_alphabetic())
        || (b.len() == 2 && b[0].is_ascii_lowercase() && b[1].is_ascii_uppercase())
}

/// What is wrong with one line of Chinese text (a line without a Chinese character is
/// checked for its Latin words only). `◇` stands for a template's variable.
fn faults(line: &str, rules: &Rules) -> Vec<String> {
    // Every tool's error line begins `error: ` in every language (the tools' contract,
    // which scripts and the tests look for); what follows is the language's.
    let line = line.strip_prefix("error: ").unwrap_or(line);
    let mut out = Vec::new();
    let han = line.chars().any(chinese);
    if han {
        for f in &rules.refused {
            if line.contains(f.as_str()) {
                out.push(format!("the fragment {f:?}"));
            }
        }
    }
    // Commands in backquotes and options are as typed.
    let mut masked = String::new();
    let mut quoted = false;
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '`' || c == '“' || c == '”' || c == '《' || c == '》' {
            // A command in backquotes, a judge's output word in quotation marks, a
            // problem's title in 《》: as typed.
            quoted = c == '“' || c == '《' || (c == '`' && !quoted);
            masked.push('◇');
        } else if quoted {
        } else if c == '-' && chars.get(i + 1) == Some(&'-') {
            while i < chars.len() && (chars[i] == '-' || chars[i].is_ascii_alphanumeric()) {
                i += 1;
            }
            masked.push('◇');
            continue;
        } else {
            masked.push(c);
        }
        i += 1;
    }
    // Paths and addresses (`submit/ID.rs`, `~/.local/state`, `http://…`) are as typed.
    let masked: String = masked
        .split(' ')
        .map(|t| {
            if t.contains('/') && t.is_ascii() {
                "◇"
            } else {
                t
            }
        })
        .collect::<Vec<_>>()
        .join(" ");
    let m: Vec<char> = masked.chars().collect();
    // Latin words.
    let mut j = 0;
    while j < m.len() {
        if m[j].is_ascii_alphabetic() && (j == 0 || !m[j - 1].is_ascii_alphanumeric()) {
            let mut k = j;
            while k < m.len() && (m[k].is_ascii_alphanumeric() || "_&'".contains(m[k])) {
                k += 1;
            }
            let word: String = m[j..k].iter().collect();
            let word = word.trim_end_matches("'s").trim_end_matches('\'');
            if !symbol(word) && !rules.latin.contains(word) {
                out.push(format!("the Latin word {word:?}"));
            }
            j = k;
        } else {
            j += 1;
        }
    }
    if !han {
        return out;
    }
    // Punctuation: ASCII only inside mathematics (brackets) and between digits.
    let mut open: Vec<usize> = Vec::new();
    for (k, &c) in m.iter().enumerate() {
        let prev = k.checked_sub(1).map(|p| m[p]);
        let next = m.get(k + 1).copied();
        match c {
            '(' | '[' | '{' => open.push(k),
            ')' | ']' | '}' => {
                if let Some(s) = open.pop()
                    && c == ')'
                    && m[s + 1..k].iter().any(|&x| chinese(x) && x != '…')
                {
                    out.push("ASCII ( ) around Chinese text".into());
                }
            }
            ',' | ';' | '?' | '!' if open.is_empty() => {
                out.push(format!("ASCII {c:?} in a Chinese sentence"));
            }
            ':' if open.is_empty()
                && next != Some('/')
                && !(prev.is_some_and(|p| p.is_ascii_digit())
                    && next.is_some_and(|n| n.is_ascii_digit())) =>
            {
                out.push("ASCII ':' in a Chinese sentence".into());
            }
            // A decimal point, a file's extension, an address: between letters or digits.
            '.' if !(prev.is_some_and(|p| p.is_ascii_alphanumeric())
                && next.is_some_and(|n| n.is_ascii_alphanumeric())) =>
            {
                out.push("ASCII '.' in a Chinese sentence".into());
            }
            _ => {}
        }
    }
    out.dedup();
    out
}

/// The lines of a Chinese message file, each with its message's id, variables as `◇` and
/// the selectors' syntax taken away (each variant is a line of its own).
fn template_lines(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut id = String::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut body = line;
        if !line.starts_with(' ') && !line.starts_with('}') {
            let (name, rest) = line.split_once(" =").unwrap();
            id = name.to_string();
            body = rest;
        }
        let mut s = body.trim().to_string();
        if s == "}" {
            continue;
        }
        // A variant's key.
        if let Some(rest) = s.strip_prefix('*').unwrap_or(&s).strip_prefix('[')
            && let Some(end) = rest.find(']')
        {
            s = rest[end + 1..].trim().to_string();
        }
        let mut plain = String::new();
        let mut rest = s.as_str();
        while let Some(open) = rest.find('{') {
            plain.push_str(&rest[..open]);
            let inner_end = rest[open..].find('}').map(|e| open + e);
            let Some(close) = inner_end else {
                rest = "";
                break;
            };
            let inner = rest[open + 1..close].trim();
            if let Some(lit) = inner.strip_prefix('"').and_then(|x| x.strip_suffix('"')) {
                plain.push_str(lit);
            } else if !inner.ends_with("->") {
                plain.push('◇');
            }
            rest = &rest[close + 1..];
        }
        plain.push_str(rest);
        // A selector opened on this line (`{ $n ->`) leaves its variable behind.
        if let Some(p) = plain.find("{ $") {
            plain.truncate(p);
        }
        out.push((id.clone(), plain));
    }
    out
}

/// Fails with every fault found, each with where it was.
fn report(what: &str, found: Vec<String>) {
    assert!(
        found.is_empty(),
        "{what}: {} fault(s) against docs/zh-style.md:\n{}",
        found.len(),
        found.join("\n")
    );
}

fn check_text(place: &str, text: &str, rules: &Rules, found: &mut Vec<String>) {
    for (n, line) in text.lines().enumerate() {
        for f in faults(line, rules) {
            found.push(format!("{place} line {}: {f}: {line}", n + 1));
        }
    }
}

#[test]
fn the_rules_catch_what_they_name() {
    let r = rules();
    let bad = [
        "座位4结束回合，保留无，弃置无",
        "必胜走法（1类个，按根）",
        "先手必败, 因为异或和是0",
        "在反常规则下不能走的一方胜(见下)",
        "机器人：座位1（strategy）",
        "取走1, 2, 3...颗石子",
        "它的值是3.",
    ];
    for line in bad {
        assert!(!faults(line, &r).is_empty(), "{line}");
    }
    let good = [
        "位于(x, y)的灯的SG值是Nim积 x ⊗ y（Tartan定理）",
        "g(3) = mex{0, 1, 2} = 3，通项公式是lowbit(h)",
        "用法：`explain --lang zh` 读入评测数据",
        "座位3的序列落在第5层，地址127.0.0.1:8023",
        "x1、P2和vN都是记号",
        "error: 第3行：无法把 `x` 读作整数",
    ];
    for line in good {
        assert_eq!(faults(line, &r), Vec::<String>::new(), "{line}");
    }
}

#[test]
fn every_chinese_message_reads_as_chinese() {
    let r = rules();
    let mut found = Vec::new();
    let mut lines = 0;
    for (area, text) in Lang::Zh.files() {
        for (id, line) in template_lines(text) {
            lines += 1;
            for f in faults(&line, &r) {
                found.push(format!("zh-CN/{area}.ftl {id}: {f}: {line}"));
            }
        }
    }
    assert!(lines > 1000, "{lines} lines read");
    report("the Chinese messages", found);
}

#[test]
fn the_chinese_lessons_read_as_chinese() {
    let r = rules();
    let mut rng = Rng::new(39);
    let mut found = Vec::new();
    let mut lines = 0;
    for p in grundy::tools::problems::PROBLEMS {
        for round in 0..20 {
            let words = position(p.id, &mut rng);
            let Some(lessons) = lessons(p.id, &words) else {
                continue;
            };
            for lesson in &lessons {
                let style = Style {
                    star: round % 4 == 0,
                    lang: Lang::Zh,
                    full: round % 3 == 0,
                };
                let zh = render(lesson, style);
                lines += zh.lines().count();
                check_text(&format!("explain {} {words:?}", p.id), &zh, &r, &mut found);
            }
        }
    }
    assert!(lines > 2000, "{lines} lines read");
    found.sort();
    found.dedup();
    report("explain's Chinese lessons", found);
}

/// Runs tool `id` with `args` in a Chinese locale (and no `--lang`): its stdout and stderr.
fn in_chinese(id: &str, args: &[&str], stdin: &str) -> String {
    let out = run_bin_env(id, args, &[("LANG", "zh_CN.UTF-8")], stdin.as_bytes());
    let mut text = String::from_utf8(out.stdout).unwrap();
    text.push_str(&String::from_utf8(out.stderr).unwrap());
    text
}

#[test]
fn the_tools_speak_chinese_in_a_chinese_locale() {
    let r = rules();
    let mut found = Vec::new();
    for tool in [
        "explain",
        "play",
        "study",
        "sg_table",
        "judge",
        "bundle",
        "bench",
        "xor_trie_referee",
    ] {
        let help = in_chinese(tool, &["--help"], "");
        if help.chars().filter(|c| chinese(*c)).count() < 40 {
            found.push(format!("{tool} --help is not in Chinese"));
        }
        check_text(&format!("{tool} --help"), &help, &r, &mut found);
    }
    let games: [(&[&str], &str); 7] = [
        (&["nim", "1", "2", "4", "--hint"], "3 5\n3 1\n2 2\n"),
        (
            &["staircase", "2", "5", "9", "13", "14"],
            "13 11\nhint\n5 3\nundo\n",
        ),
        (&["cutting", "6x4", "--hint"], "6x4 2x4\n2x4 1x4\n"),
        (&["mock-turtles", "1", "4", "9"], "4 9\n1\nquit\n"),
        (
            &["misere", "2", "2", "1", "--computer-first"],
            "1 1\n2 1\n3 1\n",
        ),
        (&["fibonacci", "3", "7", "--hint"], "hint\nquit\n"),
        (&["snim", "--set", "2,5", "7", "9"], "hint\nquit\n"),
    ];
    for (args, script) in games {
        let out = in_chinese("play", args, script);
        check_text(&format!("play {args:?}"), &out, &r, &mut found);
    }
    for args in [
        &["nim", "12"][..],
        &["subtraction", "2,5", "20", "--period"],
        &["tartan", "ruler", "ruler", "6"],
        &["misere", "6"],
    ] {
        let out = in_chinese("sg_table", args, "");
        check_text(&format!("sg_table {args:?}"), &out, &r, &mut found);
    }
    found.sort();
    found.dedup();
    report("the tools in a Chinese locale", found);
}
