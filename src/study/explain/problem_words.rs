//! A problem's own complaint about a pasted judge input (a position listed twice, a string
//! that is not binary, a number out of its range), and the names of what a reader
//! expected (`the number of piles in case 2`), told in the reader's language.
//!
//! The readers say these in the judges' English, byte for byte; [`problem_error`] and
//! [`phrase`] recognise each shape the problems use and give it as a message whose English
//! is that same line, so English readers see exactly what the binaries print. A line of
//! no known shape is kept as it is.

use crate::i18n::Text;
use crate::msg;

/// The message for a problem's own error line `en` (without `line L: `), if it has a
/// known shape.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::study::explain::problem_words::problem_error;
/// let en = "case 1: position 3 appears twice";
/// assert_eq!(problem_error(en).unwrap().render(Lang::En), en);
/// assert_eq!(problem_error(en).unwrap().render(Lang::Zh), "第1组数据：位置3出现了两次");
/// assert!(problem_error("something else").is_none());
/// ```
pub fn problem_error(en: &str) -> Option<Text> {
    if let Some(rest) = en.strip_prefix("case ")
        && let Some((case, what)) = rest.split_once(": ")
        && is_number(case)
    {
        return in_case(case, what);
    }
    if let Some(rest) = en.strip_prefix("string ")
        && let Some((i, rest)) = rest.split_once(' ')
        && is_number(i)
    {
        if let Some(rest) = rest.strip_prefix("has length ")
            && let Some((n, l)) = rest.split_once(", more than L = ")
        {
            return Some(msg!("input-string-too-long", i = i, n = n, l = l));
        }
        if rest.starts_with('`')
            && let Some((s, why)) = rest.rsplit_once("`: ")
        {
            let s = format!("{s}`");
            return Some(msg!(
                "input-string-conflict",
                i = i,
                s = s.as_str(),
                why = conflict(why)?
            ));
        }
    }
    if let Some((name, rest)) = en.split_once(" = ")
        && let Some((v, rest)) = rest.split_once(" is too ")
    {
        let name = phrase(name);
        return match rest {
            "large" => Some(msg!("input-too-large-bare", name = name, v = v)),
            _ => {
                if let Some(lo) = rest
                    .strip_prefix("small (at least ")
                    .and_then(|r| r.strip_suffix(')'))
                {
                    Some(msg!("input-too-small", name = name, v = v, lo = lo))
                } else {
                    let hi = rest
                        .strip_prefix("large (at most ")
                        .and_then(|r| r.strip_suffix(')'))?;
                    Some(msg!("input-too-large", name = name, v = v, hi = hi))
                }
            }
        };
    }
    None
}

/// `case C: what`, for the rules of one case.
fn in_case(case: &str, what: &str) -> Option<Text> {
    if what == "move size 0 would let a player pass forever" {
        return Some(msg!("input-move-size-zero", case = case));
    }
    if what == "there is no candy at all, so the game is undefined" {
        return Some(msg!("input-no-candy", case = case));
    }
    if let Some(rest) = what.strip_prefix("position ")
        && let Some((p, rule)) = rest.split_once(' ')
    {
        return match rule {
            "is not at least 1" => Some(msg!("input-position-below-1", case = case, p = p)),
            "appears twice" => Some(msg!("input-position-twice", case = case, p = p)),
            _ => None,
        };
    }
    if let Some(rest) = what.strip_prefix("place ")
        && let Some(a) = rest.strip_suffix(" is too large (at most 2^63 − 1)")
    {
        return Some(msg!("input-place-too-large", case = case, a = a));
    }
    None
}

/// Why a string cannot join the set (`prefix_free::Conflict`).
fn conflict(en: &str) -> Option<Text> {
    let number = |prefix: &str, suffix: &str| {
        en.strip_prefix(prefix)
            .and_then(|r| r.strip_suffix(suffix))
            .filter(|n| is_number(n))
    };
    if en == "the string is empty" {
        return Some(msg!("input-conflict-empty"));
    }
    if let Some(c) = number("character ", " is not 0 or 1") {
        return Some(msg!("input-conflict-not-binary", c = c));
    }
    if let Some(j) = number("it equals string ", "") {
        return Some(msg!("input-conflict-duplicate", j = j));
    }
    if let Some(j) = number("string ", " is a prefix of it") {
        return Some(msg!("input-conflict-has-prefix", j = j));
    }
    number("it is a prefix of string ", "").map(|j| msg!("input-conflict-is-prefix", j = j))
}

/// What a reader expected or names (`the number of piles in case 2`, `B of pair 3`), as a
/// message when its shape is known, else as it is.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::study::explain::problem_words::phrase;
/// let en = "the number of piles in case 2";
/// assert_eq!(phrase(en).render(Lang::En), en);
/// assert_eq!(phrase(en).render(Lang::Zh), "第2组数据的堆数");
/// assert_eq!(phrase("W").render(Lang::Zh), "W");
/// ```
pub fn phrase(en: &str) -> Text {
    known(en).unwrap_or_else(|| Text::Raw(en.to_string()))
}

fn known(en: &str) -> Option<Text> {
    match en {
        "another case or the closing `0`" => return Some(msg!("input-phrase-next-case")),
        "another line `m n p` or the closing `0 0 0`" => {
            return Some(msg!("input-phrase-next-line"));
        }
        "N, the number of strings" => return Some(msg!("input-phrase-n-strings")),
        "L, the length bound" => return Some(msg!("input-phrase-l-bound")),
        "T, the number of pairs" => return Some(msg!("input-phrase-t-pairs")),
        "another number" => return Some(msg!("input-phrase-another-number")),
        _ => {}
    }
    if let Some(rest) = en.strip_prefix("B of pair ")
        && is_number(rest)
    {
        return Some(msg!("input-phrase-b-of-pair", i = rest));
    }
    if let Some((t, i)) = en.split_once(" pairs `A B`, found ")
        && is_number(t)
        && is_number(i)
    {
        return Some(msg!("input-phrase-pairs", t = t, i = i));
    }
    // `what in case C`, `what in position J of case C`.
    if let Some((what, case)) = en.rsplit_once(" of case ")
        && is_number(case)
        && let Some((what, j)) = what.rsplit_once(" in position ")
        && is_number(j)
    {
        let what = known(what)?;
        return Some(msg!(
            "input-phrase-in-position",
            what = what,
            j = j,
            case = case
        ));
    }
    if let Some((what, case)) = en.rsplit_once(" in case ")
        && is_number(case)
    {
        let what = known(what)?;
        return Some(msg!("input-phrase-in-case", what = what, case = case));
    }
    if let Some(rest) = en.strip_prefix("m, the number of positions") {
        return rest.is_empty().then(|| msg!("input-phrase-m-positions"));
    }
    if let Some((coord, j)) = en.split_once(" of light ")
        && matches!(coord, "x" | "y")
        && is_number(j)
    {
        return Some(msg!("input-phrase-light-coord", coord = coord, j = j));
    }
    let noun = en.strip_prefix("the number of ")?;
    let kind = match noun {
        "cases" => "case",
        "piles" => "pile",
        "positions" => "position",
        "heaps" => "heap",
        "places" => "place",
        "lights" => "light",
        "strings" => "string",
        "move sizes" => "move-size",
        _ => return None,
    };
    Some(msg!("input-phrase-count", kind = kind))
}

fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}
