//! A judge input read by a study tool (`explain` from standard input, the desk from a
//! pasted text), its error told in the reader's language.
//!
//! The solvers' readers report bad input in the judges' English, byte for byte (the
//! binaries never change their words). The study tools read with the same readers, with
//! [`CATCHING`] set so that an error comes back as a value ([`read_judge_input`]); then
//! [`judge_error`] tells the shapes every reader shares in words of the language:
//!
//! * `line L: …` (the line of the error);
//! * `the input is empty`, `input is not valid UTF-8 text`;
//! * ``cannot read `x` as a whole number from A to B`` (and ``as W, a whole number …``);
//! * ``unexpected `x` after the end of the input``;
//! * `the input ends early: expected …`, what was expected told when it is a count of a
//!   known kind of item (`5 positions in case 3, found 2`), else shown as the reader said it.
//!
//! A problem's own rule (a position listed twice, a string that is not binary) and the
//! names of what a reader expected are told by [`super::problem_words`]; a line of a shape
//! no problem uses is shown as its reader says it, after the Chinese `line L`.

use super::cases::Cases;
use super::problem_words::{phrase, problem_error};
use crate::i18n::Text;
use crate::input::{BadInput, CATCHING, Input, describe_read_panic};
use crate::msg;

/// The cases of a whole judge input `text` of problem `id`, read by the problem's own
/// reader; its error as the reader states it (`line 3: …`, without `error: `), for
/// [`judge_error`] to tell. `text` is the input as the solvers see it: its one leading
/// byte-order mark, if any, already dropped ([`crate::input::text_from_bytes`]), so a
/// second one is a bad token here as it is for the solver.
///
/// # Errors
/// The reader's error line.
///
/// # Panics
/// A panic of the reader that is not about its input (a bug) goes on unwinding.
pub fn read_judge_input(id: &str, text: &str) -> Result<Cases, String> {
    let mut src = Input::of_text(text.to_string());
    let before = CATCHING.with(|c| c.replace(true));
    let read = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| Cases::read(id, &mut src)));
    CATCHING.with(|c| c.set(before));
    match read {
        Ok(cases) => Ok(cases),
        Err(payload) => {
            if let Some(BadInput(what)) = payload.downcast_ref::<BadInput>() {
                return Err(what.clone());
            }
            let message = (payload.downcast_ref::<String>().cloned())
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            match describe_read_panic(&message, src.line()) {
                Some(what) => Err(what),
                None => std::panic::resume_unwind(payload),
            }
        }
    }
}

/// A reader's error line `en` (as the solvers print it, without `error: `) as a text: the
/// shapes every reader shares as messages, anything else as it is.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::study::explain::input_words::judge_error;
/// let e = "line 3: cannot read `x` as a whole number from 0 to 2^64 − 1";
/// assert_eq!(judge_error(e).render(Lang::En), e);
/// assert_eq!(judge_error(e).render(Lang::Zh), "第3行：无法把 `x` 读作整数（应在0到2^64 − 1之间）");
/// assert_eq!(judge_error("the input is empty").render(Lang::Zh), "评测数据是空的");
/// let early = "line 2: the input ends early: expected 5 positions in case 3, found 2";
/// assert_eq!(judge_error(early).render(Lang::En), early);
/// assert_eq!(
///     judge_error(early).render(Lang::Zh),
///     "第2行：评测数据提前结束：第3组数据应有5个位置，只读到2个"
/// );
/// ```
pub fn judge_error(en: &str) -> Text {
    if let Some(rest) = en.strip_prefix("line ")
        && let Some((line, what)) = rest.split_once(": ")
        && let Ok(line) = line.parse::<u64>()
    {
        return msg!("input-at-line", line = line, what = body(what));
    }
    body(en)
}

/// An error without its line.
fn body(en: &str) -> Text {
    match en {
        "the input is empty" => return msg!("input-empty"),
        "input is not valid UTF-8 text" => return msg!("input-not-utf8"),
        _ => {}
    }
    if let Some(rest) = en.strip_prefix("cannot read ")
        && let Some((token, rest)) = quoted(rest)
        && let Some(rest) = rest.strip_prefix(" as ")
    {
        let (what, range) = match rest.split_once(", a whole number from ") {
            Some((what, range)) => (Some(what), range),
            None => (
                None,
                rest.strip_prefix("a whole number from ").unwrap_or(""),
            ),
        };
        if let Some((from, to)) = range.split_once(" to ") {
            return match what {
                Some(what) => msg!(
                    "input-not-number-named",
                    token = token,
                    what = phrase(what),
                    from = from,
                    to = to
                ),
                None => msg!("input-not-number", token = token, from = from, to = to),
            };
        }
    }
    if let Some(rest) = en.strip_prefix("unexpected ")
        && let Some((token, " after the end of the input")) = quoted(rest)
    {
        return msg!("input-unexpected", token = token);
    }
    if let Some(expected) = en.strip_prefix("the input ends early: expected ") {
        return msg!("input-ends-early", expected = expected_items(expected));
    }
    problem_error(en).unwrap_or_else(|| Text::Raw(en.to_string()))
}

/// `` `x` `` and what follows it, from the start of `text`.
fn quoted(text: &str) -> Option<(&str, &str)> {
    let inner = text.strip_prefix('`')?;
    let end = inner.rfind('`')?;
    let (token, rest) = (&inner[..end], &inner[end + 1..]);
    // A token's quote may have a length note after it: `…` (30 characters).
    Some((&text[..token.len() + 2], rest))
}

/// What an input that ended early lacked: `N nouns[ in case K], found M` told for the known
/// kinds of item, anything else as it is.
fn expected_items(en: &str) -> Text {
    let raw = || msg!("input-expected-as-said", what = phrase(en));
    let Some((want, found)) = en.rsplit_once(", found ") else {
        return raw();
    };
    let (Some((n, rest)), Ok(found)) = (want.split_once(' '), found.parse::<u64>()) else {
        return raw();
    };
    let Ok(n) = n.parse::<u64>() else {
        return raw();
    };
    let (noun, case) = match rest.split_once(" in case ") {
        Some((noun, case)) => match case.parse::<u64>() {
            Ok(case) => (noun, Some(case)),
            Err(_) => return raw(),
        },
        None => (rest, None),
    };
    let noun = noun.strip_suffix('s').unwrap_or(noun);
    let kind = match noun {
        "case" | "pile" | "position" | "string" | "light" => noun,
        "move size" => "move-size",
        _ => return raw(),
    };
    match case {
        Some(case) => msg!(
            "input-expected-in-case",
            n = n,
            kind = kind,
            case = case,
            found = found
        ),
        None => msg!("input-expected", n = n, kind = kind, found = found),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every shape the readers share, told in Chinese and unchanged in English.
    #[test]
    fn shared_shapes_are_told_in_both_languages() {
        for (en, zh) in [
            ("the input is empty", "评测数据是空的"),
            (
                "line 1: input is not valid UTF-8 text",
                "第1行：评测数据不是有效的 UTF-8 文本",
            ),
            (
                "line 4: unexpected `7` after the end of the input",
                "第4行：评测数据已经结束，却还有 `7`",
            ),
            (
                "line 2: cannot read `0` as W, a whole number from 1 to 1000",
                "第2行：无法把 `0` 读作W（应为1到1000之间的整数）",
            ),
            (
                "line 2: the input ends early: expected 3 cases, found 1",
                "第2行：评测数据提前结束：应有3组数据，只读到1组",
            ),
            (
                "line 9: the input ends early: expected H",
                "第9行：评测数据提前结束：还应有 H",
            ),
        ] {
            let t = judge_error(en);
            assert_eq!(t.render(Lang::En), en);
            assert_eq!(t.render(Lang::Zh), zh);
        }
        // A problem's own rule is shown as its reader says it.
        let own = "line 3: position 5 is listed twice";
        assert_eq!(
            judge_error(own).render(Lang::Zh),
            "第3行：position 5 is listed twice"
        );
    }

    #[test]
    fn the_readers_errors_come_back_as_values() {
        assert_eq!(
            read_judge_input("hdu1907", "").unwrap_err(),
            "the input is empty"
        );
        assert_eq!(
            read_judge_input("hdu1907", "1\n2\n1 x\n").unwrap_err(),
            "line 3: cannot read `x` as a whole number from 0 to 2^64 − 1"
        );
        assert!(read_judge_input("hdu1907", "1\n2\n1 1\n").is_ok());
    }
}
