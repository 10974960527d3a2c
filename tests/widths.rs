//! Layout by display width, wherever Chinese stands in a column: a Chinese character takes
//! two columns of a terminal (`grundy::i18n::width`), so a layout counted in characters
//! breaks as soon as one appears. Measured here on what the programs print:
//!
//! * every tool's `--help`, in English and in Chinese (`--lang zh` and a zh_CN locale): no
//!   line over 80 columns, and the Chinese help names every option the English one names;
//! * the tools' usage errors under `--lang zh` are Chinese;
//! * `sg_table`'s tables: each column's header ends where its values end;
//! * the referee's trie drawing: each row's digits stand under the header's words, a `1*`
//!   included.

mod common;

use common::{run_bin_args, run_bin_env, usage_error};
use grundy::i18n::width;
use grundy::tools::problems::PROBLEMS;

/// Every binary of the suite that is not a judge problem's solution.
fn tools() -> Vec<String> {
    let bin_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    let mut tools: Vec<String> = std::fs::read_dir(bin_dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .filter(|id| PROBLEMS.iter().all(|p| p.id != id))
        .collect();
    tools.sort();
    tools
}

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap()
}

fn has_chinese(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// The options (`--word`) a text names, sorted and without repeats.
fn options(help: &str) -> Vec<String> {
    let mut found: Vec<String> = help
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .map(str::to_string)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Asserts that no line of `help` is wider than 80 columns or ends in a space.
fn assert_fits(context: &str, help: &str) {
    for line in help.lines() {
        assert!(
            width(line) <= 80,
            "{context}: a line of {} columns: {line}",
            width(line)
        );
        assert_eq!(line, line.trim_end(), "{context}: trailing space");
    }
}

#[test]
fn every_help_fits_80_columns_in_both_languages() {
    let tools = tools();
    assert_eq!(tools.len(), 8, "{tools:?}");
    for tool in &tools {
        let en = run_bin_args(tool, &["--help", "--lang", "en"], b"");
        assert_eq!(en.status.code(), Some(0), "{tool}");
        let en = text(en.stdout);
        let zh = run_bin_args(tool, &["--lang", "zh", "--help"], b"");
        assert_eq!(zh.status.code(), Some(0), "{tool}");
        let zh = text(zh.stdout);
        // The locale chooses Chinese as `--lang zh` does.
        let locale = run_bin_env(tool, &["--help"], &[("LANG", "zh_CN.UTF-8")], b"");
        assert_eq!(text(locale.stdout), zh, "{tool} under LANG=zh_CN.UTF-8");
        assert!(!has_chinese(&en), "{tool} --help in English has Chinese");
        assert!(
            has_chinese(&zh),
            "{tool} --help under --lang zh is not Chinese"
        );
        assert_fits(&format!("{tool} --help"), &en);
        assert_fits(&format!("{tool} --help --lang zh"), &zh);
        // Nothing the English help offers is missing from the Chinese one.
        assert_eq!(
            options(&zh),
            options(&en),
            "{tool}: options named in the helps"
        );
        assert!(options(&en).contains(&"--lang".to_string()), "{tool}");
    }
}

/// The per-problem help of `explain` fits too, in both languages.
#[test]
fn explain_problem_helps_fit_80_columns() {
    for p in PROBLEMS {
        for lang in ["en", "zh"] {
            let out = run_bin_args("explain", &[p.id, "--help", "--lang", lang], b"");
            assert_eq!(out.status.code(), Some(0), "{}", p.id);
            assert_fits(
                &format!("explain {} --help --lang {lang}", p.id),
                &text(out.stdout),
            );
        }
    }
}

#[test]
fn the_tools_usage_errors_are_chinese_under_lang_zh() {
    for (tool, args) in [
        ("judge", &["--bogus"][..]),
        ("judge", &["poj9999"]),
        ("judge", &["--stress", "poj1704"]),
        ("judge", &["--cmd", "x"]),
        ("judge", &["--tle", "1e3", "poj1704"]),
        (
            "judge",
            &["--cases", "0", "--stress", "poj1704", "--cmd", "x"],
        ),
        ("judge", &["--cmd"]),
        ("bundle", &["--bogus"]),
        ("bundle", &["sg_table"]),
        ("bundle", &["a/b"]),
        ("bundle", &[]),
        ("bundle", &["--root"]),
        ("bench", &["--runs", "0"]),
        ("bench", &["--runs"]),
        ("bench", &["--dir"]),
        ("bench", &["judge"]),
        ("study", &["--bogus"]),
        ("study", &["--serve"]),
        ("study", &["--serve", "--x"]),
        ("study", &["--serve", "127.0.0.1:0", "x"]),
        ("study", &["--serve", "256.0.0.1:1"]),
        ("xor_trie_referee", &["--bogus"]),
        ("xor_trie_referee", &["--bot", "clever"]),
        ("xor_trie_referee", &["--selfplay", "3"]),
        ("xor_trie_referee", &["--selfplay", "3", "--players", "4"]),
        ("xor_trie_referee", &["--selfplay", "3", "--live"]),
        ("xor_trie_referee", &["--players", "4"]),
        ("xor_trie_referee", &["--players", "9", "--selfplay", "1"]),
        ("xor_trie_referee", &["--bot-pause", "5"]),
        ("xor_trie_referee", &["--save", "a", "--resume", "b"]),
    ] {
        let mut zh_args = vec!["--lang", "zh"];
        zh_args.extend(args);
        let zh = usage_error(tool, &zh_args);
        assert!(has_chinese(&zh), "{tool} {args:?}: {zh}");
        // The same error in English has no Chinese.
        let en = usage_error(tool, args);
        assert!(!has_chinese(&en), "{tool} {args:?}: {en}");
        // Past `error: `, the words typed and the options, the Chinese line has no
        // English word.
        let words: Vec<&str> = zh["error: ".len()..]
            .split('`')
            .step_by(2)
            .flat_map(|s| s.split(|c: char| !(c.is_ascii_alphanumeric() || "-_./:'<>".contains(c))))
            .filter(|w| w.chars().any(|c| c.is_ascii_lowercase()))
            .filter(|w| !w.starts_with("--") && !w.contains('_') && !w.contains('/'))
            .filter(|w| !w.starts_with('\'') && !w.starts_with('<'))
            .filter(|w| !["en", "zh", "random", "greedy", "bundle", "bench", "judge"].contains(w))
            .filter(|w| !["study", "help"].contains(w))
            .filter(|w| PROBLEMS.iter().all(|p| p.id != *w))
            .collect();
        // An address that cannot be listened on says why in the system's words.
        if !args.contains(&"256.0.0.1:1") {
            assert!(words.is_empty(), "{tool} {args:?}: {words:?} in {zh}");
        }
    }
}

/// The terminal column where each word of `line` ends.
fn ends(line: &str) -> Vec<usize> {
    let (mut at, mut ends, mut prev) = (0, Vec::new(), ' ');
    for c in line.chars() {
        if c == ' ' && prev != ' ' {
            ends.push(at);
        }
        at += width(c.encode_utf8(&mut [0; 4]));
        prev = c;
    }
    if prev != ' ' {
        ends.push(at);
    }
    ends
}

#[test]
fn sg_table_headers_stand_over_their_columns_in_both_languages() {
    for lang in ["en", "zh"] {
        for args in [
            &["ruler", "12"][..],
            &["runs", "1,4,9", "20"],
            &["subtraction", "1,3,4", "30", "--from", "0"],
            &["octal", "0.77", "20"],
        ] {
            let mut all = args.to_vec();
            all.extend(["--lang", lang]);
            let out = run_bin_args("sg_table", &all, b"");
            assert_eq!(out.status.code(), Some(0), "{all:?}");
            let table = text(out.stdout);
            let mut lines = table.lines().skip_while(|l| {
                !l.trim_start().starts_with("x ") && !l.trim_start().starts_with("n ")
            });
            let header = lines.next().unwrap_or_else(|| panic!("{table}"));
            let head = ends(header);
            let mut rows = 0;
            // A row: as many numbers as the header has words (then perhaps a flag).
            let numbered = |l: &&str| {
                let cells: Vec<&str> = l.split_whitespace().take(head.len()).collect();
                cells.len() == head.len() && cells.iter().all(|w| w.parse::<u64>().is_ok())
            };
            for row in lines.take_while(numbered) {
                let cells = ends(row);
                assert_eq!(
                    cells[..head.len()],
                    head[..],
                    "{all:?}: `{row}` under `{header}`"
                );
                rows += 1;
            }
            assert!(rows >= 12, "{all:?}: {table}");
        }
    }
}

#[test]
fn the_trie_drawing_keeps_its_digits_in_line() {
    let path = common::cases_dir().join("xor_trie_referee/deaths-and-match.in");
    let script = std::fs::read_to_string(path).unwrap();
    let out = run_bin_args("xor_trie_referee", &["--show"], script.as_bytes());
    let shown = text(out.stdout);
    let mut drawings = 0;
    let mut starred = 0;
    let lines: Vec<&str> = shown.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if !line.starts_with("layer ") {
            continue;
        }
        drawings += 1;
        let head = ends(line);
        // The words `layer`, `pub`, the seats; then `markers`.
        let columns = head.len() - 1;
        for row in &lines[i + 1..i + 11] {
            starred += row.matches('*').count();
            // A digit ends each column, at the header word's last column.
            let chars: Vec<char> = row.chars().collect();
            for &end in &head[1..columns] {
                assert!(
                    matches!(chars.get(end - 1), Some('0' | '1')),
                    "`{row}` under `{line}`"
                );
            }
        }
    }
    assert!(
        drawings > 5 && starred > 0,
        "{drawings} drawings, {starred} stars"
    );
}
