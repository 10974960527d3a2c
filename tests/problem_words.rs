//! A problem's own complaints about a pasted judge input, and the names of what a reader
//! expected, told in Chinese by the study tools and unchanged in English
//! (`src/study/explain/problem_words.rs`); and a real reader's error, read through
//! `judge_error`, arrives in Chinese after `第L行：`.

use grundy::i18n::Lang;
use grundy::study::explain::input_words::{judge_error, read_judge_input};
use grundy::study::explain::problem_words::{phrase, problem_error};

/// Each shape the problems use: the English unchanged, the Chinese as written here.
#[test]
fn each_shape_is_told_in_both_languages() {
    for (en, zh) in [
        (
            "case 2: position 0 is not at least 1",
            "第2组数据：位置0小于1",
        ),
        (
            "case 1: position 3 appears twice",
            "第1组数据：位置3出现了两次",
        ),
        (
            "case 4: move size 0 would let a player pass forever",
            "第4组数据：可取的数目里有0，这样可以永远不取",
        ),
        (
            "case 1: place 9223372036854775808 is too large (at most 2^63 − 1)",
            "第1组数据：位置9223372036854775808太大，至多为2^63 − 1",
        ),
        (
            "case 3: there is no candy at all, so the game is undefined",
            "第3组数据：一颗糖都没有，游戏无从谈起",
        ),
        (
            "string 2 has length 5, more than L = 3",
            "第2个字符串长为5，超过了L = 3",
        ),
        (
            "string 2 `0a`: character 2 is not 0 or 1",
            "第2个字符串 `0a`：第2个字符不是0或1",
        ),
        ("string 1 ``: the string is empty", "第1个字符串 ``：是空串"),
        (
            "string 3 `01`: it equals string 1",
            "第3个字符串 `01`：与第1个字符串相同",
        ),
        (
            "string 3 `011`: string 1 is a prefix of it",
            "第3个字符串 `011`：以第1个字符串为前缀",
        ),
        (
            "string 2 `0`: it is a prefix of string 1",
            "第2个字符串 `0`：是第1个字符串的前缀",
        ),
        ("T = 99999999999 is too large", "T = 99999999999 太大"),
        ("W = 0 is too small (at least 1)", "W = 0 太小，至少为1"),
        (
            "H = 2000 is too large (at most 1000)",
            "H = 2000 太大，至多为1000",
        ),
    ] {
        let t = problem_error(en).unwrap_or_else(|| panic!("{en}"));
        assert_eq!(t.render(Lang::En), en);
        assert_eq!(t.render(Lang::Zh), zh);
    }
    for (en, zh) in [
        ("another case or the closing `0`", "下一组数据或结尾的 `0`"),
        (
            "another line `m n p` or the closing `0 0 0`",
            "下一行 `m n p` 或结尾的 `0 0 0`",
        ),
        ("the number of cases", "数据组数"),
        ("the number of piles in case 2", "第2组数据的堆数"),
        (
            "the number of heaps in position 3 of case 1",
            "第1组数据第3个局面的堆数",
        ),
        (
            "m, the number of positions in case 4",
            "第4组数据的局面个数m",
        ),
        ("y of light 2 in case 5", "第5组数据的第2盏灯的y"),
        ("N, the number of strings", "字符串个数N"),
        ("L, the length bound", "长度上限L"),
        ("T, the number of pairs", "数对个数T"),
        ("B of pair 7", "第7对数的B"),
        ("5 pairs `A B`, found 2", "5对 `A B`，只读到2对"),
    ] {
        assert_eq!(phrase(en).render(Lang::En), en);
        assert_eq!(phrase(en).render(Lang::Zh), zh, "{en}");
    }
    assert!(problem_error("case 1: a new rule").is_none());
    assert_eq!(phrase("a new phrase").render(Lang::Zh), "a new phrase");
}

/// The problems' readers themselves: their errors come back in Chinese, no English word left.
#[test]
fn the_readers_own_errors_read_as_chinese() {
    for (id, input, zh) in [
        (
            "poj1704",
            "1\n2\n3 3\n",
            "第3行：第1组数据：位置3出现了两次",
        ),
        ("poj1704", "1\n2\n0 3\n", "第3行：第1组数据：位置0小于1"),
        (
            "arc087_c",
            "2 3\n01\n0\n",
            "第3行：第2个字符串 `0`：是第1个字符串的前缀",
        ),
    ] {
        let e = read_judge_input(id, input).unwrap_err();
        assert_eq!(judge_error(&e).render(Lang::Zh), zh, "{id}: {e}");
        assert_eq!(judge_error(&e).render(Lang::En), e);
    }
}
