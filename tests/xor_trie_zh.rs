//! The card game's Chinese says what the table sees in the game's own words
//! (`docs/zh-style.md`, `docs/glossary.md`), while the commands stay as typed:
//!
//! * every row of the referee's `help` is described, in English and in Chinese;
//! * bot kinds and house rules are shown in Chinese (`座位2（贪心）`, `分数封顶`) by
//!   `status` and `help rules`, the English keeping the typed names;
//! * skill cards are named as the rulebook names them (`左移（<<）`);
//! * an end of turn that keeps and discards nothing says so in a sentence, never with an
//!   empty list (`保留无，弃置无`);
//! * `--selfplay`'s report is written in the terminal's language, English unchanged.

mod common;

use grundy::i18n::Lang;
use grundy::xor_trie::protocol::live::Live;
use grundy::xor_trie::protocol::reply::render;
use grundy::xor_trie::words::{event, told};

/// What `line` shows at a live table, in `lang`, after `setup` (each line applied).
fn shown(setup: &[&str], line: &str, lang: Lang) -> String {
    let mut live = Live::new(false);
    for l in setup {
        let r = live.line(l);
        assert_eq!(r.error, None, "{l}");
    }
    let r = live.line(line);
    assert_eq!(r.error, None, "{line}");
    render(&r.said, lang)
}

/// True if `c` is a Chinese character.
fn han(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

#[test]
fn every_row_of_help_is_described_in_both_languages() {
    for lang in [Lang::En, Lang::Zh] {
        let help = shown(&[], "help", lang);
        let rows: Vec<&str> = help.lines().filter(|l| l.starts_with("  ")).collect();
        assert!(rows.len() > 30, "{help}");
        for row in rows {
            // Columns are set apart by two spaces or more: the command, an example, what
            // it does (some rows have no example).
            let columns: Vec<&str> = row
                .split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect();
            let (command, last) = (columns[0], *columns.last().unwrap());
            let first = |s: &str| s.split(' ').next().unwrap_or_default().to_string();
            let example = columns.len() == 1
                || first(last) == first(command)
                || (command.starts_with("S ") && last.starts_with(|c: char| c.is_ascii_digit()));
            assert!(
                !example,
                "{lang:?}: a row of `help` without a description: {row}"
            );
            if lang == Lang::Zh {
                assert!(last.chars().any(han), "not described in Chinese: {row}");
            }
        }
    }
}

#[test]
fn bot_kinds_and_house_rules_are_shown_in_chinese_and_typed_in_english() {
    let setup = [
        "players 4",
        "rule score-cap",
        "rule death-after-skill",
        "bot 2 greedy",
        "bot 3 random",
        "seed 1",
    ];
    let en = shown(&setup, "status", Lang::En);
    assert!(
        en.contains("house rules: score-cap death-after-skill\n"),
        "{en}"
    );
    assert!(
        en.contains("bots: seat 2 (greedy), seat 3 (random)\n"),
        "{en}"
    );
    let zh = shown(&setup, "status", Lang::Zh);
    assert!(zh.contains("房规：分数封顶、技能牌判亡\n"), "{zh}");
    assert!(
        zh.contains("机器人：座位2（贪心）、座位3（随机）\n"),
        "{zh}"
    );
    for typed in ["greedy", "random", "score", "death", ", "] {
        assert!(!zh.contains(typed), "{typed}: {zh}");
    }
    // `help rules` lists the rules as typed, and those in force in words.
    let zh = shown(&setup, "help rules", Lang::Zh);
    assert!(zh.contains("  rule score-cap "), "{zh}");
    assert!(
        zh.ends_with("本场比赛的房规：分数封顶、技能牌判亡\n"),
        "{zh}"
    );
    // A refusal names the bot's kind in words too.
    let mut live = Live::new(false);
    for l in ["players 4", "bot 2 greedy"] {
        assert_eq!(live.line(l).error, None);
    }
    let why = live.line("bot 2 random").error.unwrap();
    assert_eq!(why.en(), "seat 2 is played by the greedy bot already");
    assert_eq!(why.render(Lang::Zh), "座位2已经交给贪心机器人");
}

#[test]
fn skill_cards_are_named_as_the_rulebook_names_them() {
    let counter = event("counter seat 2 voids seat 4 skill <<").unwrap();
    assert_eq!(
        counter.en(),
        "seat 2 counters with a C: seat 4's << is void"
    );
    assert_eq!(
        counter.render(Lang::Zh),
        "座位2用C抵消，座位4的左移（<<）作废"
    );
    let acts = event("skill seat 3 I self layer 4 0000000100 -> 0000001100").unwrap();
    assert_eq!(
        acts.render(Lang::Zh),
        "座位3的插入（I）作用于自己的序列第4层：0000000100 → 0000001100"
    );
}

#[test]
fn an_end_of_turn_keeping_nothing_says_so() {
    let zh = |line: &str, secrets: bool| told(line, secrets).unwrap().render(Lang::Zh);
    let none = "end seat 4 keep [] discard []";
    assert_eq!(zh(none, false), "座位4结束回合，没有保留或弃置手牌");
    assert_eq!(zh(none, true), "座位4结束回合，没有保留或弃置手牌");
    let some = "end seat 4 keep [] discard [282 3 9] unseen 1";
    assert_eq!(zh(some, false), "座位4结束回合，保留1张牌，弃置3张");
    assert_eq!(
        zh(some, true),
        "座位4结束回合，保留1张未公开的牌，弃置282、3和9号牌"
    );
    let kept = "end seat 1 keep [16 20] discard []";
    assert_eq!(zh(kept, false), "座位1结束回合，保留2张牌，没有弃置手牌");
    assert_eq!(
        zh(kept, true),
        "座位1结束回合，保留16和20号牌，没有弃置手牌"
    );
    let dropped = "end seat 1 keep [] discard [5]";
    assert_eq!(zh(dropped, true), "座位1结束回合，弃置5号牌，没有保留手牌");
    assert_eq!(zh(dropped, false), "座位1结束回合，弃置1张牌，没有保留手牌");
}

#[test]
fn the_selfplay_report_speaks_the_terminal_s_language() {
    let run = |lang: &str| {
        let args = ["--selfplay", "3", "--players", "4", "--seed", "1"];
        let args = [&args[..], &["--bot", "greedy", "--lang", lang]].concat();
        let out = common::run_bin_env("xor_trie_referee", &args, &[], b"");
        assert!(out.status.success(), "{lang}");
        String::from_utf8(out.stdout).unwrap()
    };
    let (en, zh) = (run("en"), run("zh"));
    assert!(
        en.starts_with("selfplay rounds 3 players 4 seed 1 bot greedy\n"),
        "{en}"
    );
    assert!(
        zh.starts_with("机器人自弈3次博弈：4名玩家，种子1，贪心机器人\n"),
        "{zh}"
    );
    assert_eq!(zh.lines().count(), en.lines().count());
    assert!(zh.contains("\n比赛总排名\n第1名 座位"), "{zh}");
    assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
}
