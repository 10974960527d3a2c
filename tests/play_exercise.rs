//! `play --exercise PROBLEM [--seed N] [--count K]` through a pipe: a right answer, a
//! wrong one explained, the hint ladder, `none` where the position is lost, bad input (the
//! exercise stays), the score at the end, the same series from the same seed, Chinese, and
//! the usage errors. The answers are found from the series' own positions (the library's
//! [`Quiz`]: each legal move checked), so the script fits whatever the seed gives.

mod common;

use common::{run_in_words, usage_error};
use grundy::i18n::Lang;
use grundy::study::play::exercise::{Quiz, series};

/// A winning move of `q` (or `none` when it has none), and a wrong answer.
fn answers(q: &dyn Quiz) -> (String, String) {
    let legal = q.legal(Lang::En);
    let right = legal
        .iter()
        .find(|m| q.check(m, Lang::En).unwrap().right)
        .cloned()
        .unwrap_or_else(|| "none".into());
    let wrong = if q.wins() {
        legal
            .iter()
            .find(|m| !q.check(m, Lang::En).unwrap().right)
            .cloned()
            .unwrap_or_else(|| "none".into())
    } else {
        legal[0].clone()
    };
    (right, wrong)
}

/// A seed whose first four HDU 1907 exercises are: won (to answer wrongly), anything,
/// lost (to answer `none`), won.
fn seed_with_both() -> u64 {
    (0..200)
        .find(|&seed| {
            let s = series("hdu1907", seed, 4).unwrap();
            let w: Vec<bool> = s.iter().map(|e| e.quiz().wins()).collect();
            w[0] && !w[2] && w[3]
        })
        .expect("a seed with won and lost positions")
}

#[test]
fn a_series_at_the_terminal() {
    let seed = seed_with_both();
    let s = series("hdu1907", seed, 4).unwrap();
    let q: Vec<Box<dyn Quiz>> = s.iter().map(|e| e.quiz()).collect();
    let a: Vec<(String, String)> = q.iter().map(|q| answers(q.as_ref())).collect();
    assert_eq!(a[2].0, "none");
    let script = [
        a[0].1.as_str(), // wrong
        "hint",
        "hint",
        "hint",
        "hint", // past the top of the ladder: nothing more
        a[1].0.as_str(),
        "take 99 stones from heap 99", // not a move: the exercise stays
        "none",
        "help",
        a[3].0.as_str(),
    ]
    .join("\n")
        + "\n";
    let seed_s = seed.to_string();
    let args = ["--exercise", "hdu1907", "--seed", &seed_s, "--count", "4"];
    let (code, out, err) = run_in_words("play", &args, script.as_bytes());
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(
        out.contains(&format!("`--seed {seed}` gives them again")),
        "{out}"
    );
    assert!(out.contains("exercise 4 of 4"), "{out}");
    assert!(
        out.contains(&format!("wrong: `{}` does not win: after it,", a[0].1)),
        "{out}"
    );
    assert!(out.contains("a winning move: "), "{out}");
    for h in [
        "hint 1, the Grundy values: colour 1 (",
        "hint 2, the rule: ",
        "hint 3",
    ] {
        assert_eq!(out.matches(h).count(), 1, "{h}: {out}");
    }
    assert!(out.contains("(that is every hint)"), "{out}");
    assert!(out.contains("right, with 3 hints: "), "{out}");
    // A word that is no move: refused in the exercise's words (no `undo` here).
    assert!(out.contains("not a legal move: unknown word"), "{out}");
    assert!(!out.contains("undo"), "{out}");
    assert!(
        out.contains("right: there is no winning move: misère rule"),
        "{out}"
    );
    assert!(out.contains("type a move as "), "{out}");
    assert!(
        out.ends_with("score: 2 right at the first try, 1 right with hints, 1 wrong, of 4\n"),
        "{out}"
    );
    // The same seed, the same series.
    let (_, again, _) = run_in_words("play", &args, script.as_bytes());
    assert_eq!(out, again);
}

#[test]
fn none_where_a_move_wins_is_wrong_and_a_move_where_none_wins_too() {
    let seed = seed_with_both();
    let s = series("hdu1907", seed, 4).unwrap();
    let lost = s[2].quiz();
    let (_, wrong) = answers(lost.as_ref());
    let script = format!("none\nhint\n{}\n{wrong}\n", answers(s[1].quiz().as_ref()).0);
    let seed_s = seed.to_string();
    let args = ["--exercise", "hdu1907", "--seed", &seed_s, "--count", "4"];
    let (_, out, _) = run_in_words("play", &args, script.as_bytes());
    assert!(out.contains("wrong: there is a winning move: "), "{out}");
    assert!(out.contains("right, with a hint: "), "{out}");
    assert!(
        out.contains(&format!(
            "wrong: `{wrong}` does not win, and no move does: "
        )),
        "{out}"
    );
    // The input ends before the series does: the score so far, of the whole series.
    assert!(out.contains("end of input"), "{out}");
    assert!(
        out.ends_with("score: 0 right at the first try, 1 right with hints, 2 wrong, of 4\n"),
        "{out}"
    );
}

#[test]
fn every_problem_in_chinese() {
    for problem in grundy::study::play::exercise::PROBLEMS {
        let args = [
            "--exercise",
            problem,
            "--seed",
            "3",
            "--count",
            "2",
            "--lang",
            "zh",
        ];
        let (code, out, err) = run_in_words("play", &args, b"hint\nhint\nhint\nnone\nquit\n");
        assert_eq!(code, Some(0), "{problem}: {err}");
        assert!(out.contains("提示一，各部分的SG值："), "{problem}: {out}");
        assert!(out.contains("提示三"), "{problem}: {out}");
        assert!(out.contains("答对了") || out.contains("答错了"), "{out}");
        assert!(out.trim_end().ends_with("共2题"), "{problem}: {out}");
    }
}

#[test]
fn usage_errors() {
    for (args, needle) in [
        (vec!["--exercise"], "name a problem"),
        (vec!["--exercise", "pe459"], "has no exercises"),
        (vec!["--exercise", "hdu1907", "--count", "0"], "--count"),
        (vec!["--exercise", "hdu1907", "--count", "51"], "--count"),
        (vec!["--exercise", "hdu1907", "--seed", "x"], "--seed"),
        (vec!["--exercise", "hdu1907", "--seed"], "--seed"),
        (vec!["--exercise", "hdu1907", "--hint"], "unknown option"),
        (vec!["--exercise", "hdu1907", "poj1704"], "unexpected"),
    ] {
        let err = usage_error("play", &args);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
