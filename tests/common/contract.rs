//! The bad-input contract of the solvers as a checker: given an input and the error a
//! binary printed for it, does the error keep every promise? One line `error: …`, printable,
//! in words (no Rust type names), and naming a line that really holds what it talks about:
//! the token it quotes, the number it names, the end of the input, the first byte that is
//! not UTF-8. The per-binary tests and the fuzz test both judge errors with it.
//!
//! Its word check, [`check_words`], holds for every program: the tools', the referee's and
//! the study tools' errors, help texts and transcripts are judged by it too (through
//! `common::usage_error`, `common::assert_bad_input` and the tests of each tool).

use grundy::input::{is_space, quote};

/// Rust's type names, which no message may use (outside a quoted token).
const TYPE_NAMES: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    "String", "str", "Option", "Some", "None", "Vec", "Result",
];

/// Characters a terminal does not show as themselves, written out here rather than taken
/// from the library under test: the bidirectional controls (which reorder the text around
/// them on screen), zero-width characters, the byte-order mark, the soft hyphen, and the
/// line and paragraph separators.
const INVISIBLE: &[char] = &[
    '\u{ad}', '\u{61c}', '\u{180e}', '\u{200b}', '\u{200c}', '\u{200d}', '\u{200e}', '\u{200f}',
    '\u{2028}', '\u{2029}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2060}',
    '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{feff}',
];

/// Whether `c` may not appear raw in a message: a control character or one of
/// [`INVISIBLE`].
pub fn is_unshown(c: char) -> bool {
    c.is_control() || INVISIBLE.contains(&c)
}

/// Checks that `text`, a message or a line a program shows a person, is in words, as the
/// suite's messages are ("from 1 to 511", "at most 1000", "a whole number from 0 to
/// 2^64 − 1"): outside the backtick-quoted parts (tokens shown as typed), no Rust type
/// name, no Rust range (`1..=10`, `0..8`: two dots, where three mean "and so on"), and no
/// debug-formatted string (`"x"`: the suite quotes with backticks); and anywhere, quoted
/// parts included, no control character, bidirectional control, zero-width character or
/// line separator ([`is_unshown`]): user text is shown with those escaped. Returns what is
/// wrong otherwise.
pub fn check_words(text: &str) -> Result<(), String> {
    if let Some(c) = text.chars().find(|&c| is_unshown(c)) {
        return Err(format!(
            "`{}` holds the unescaped character U+{:04X}",
            text.escape_debug(),
            u32::from(c)
        ));
    }
    let outside_quotes: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let words = outside_quotes.split(|c: char| !c.is_alphanumeric());
    if let Some(name) = words.into_iter().find(|w| TYPE_NAMES.contains(w)) {
        return Err(format!("`{text}` uses the Rust type name `{name}`"));
    }
    let dots = outside_quotes.split(|c: char| c != '.');
    if dots.into_iter().any(|run| run.len() == 2) {
        return Err(format!("`{text}` has a Rust range (`..` or `..=`)"));
    }
    if outside_quotes.contains('"') {
        return Err(format!(
            "`{text}` has a debug-formatted (double-quoted) string"
        ));
    }
    Ok(())
}

/// The input as the solvers see it: the text after a leading byte-order mark, or `None`
/// with the line of the first byte that is not UTF-8.
fn text_of(input: &[u8]) -> Result<&str, usize> {
    let input = input.strip_prefix("\u{feff}".as_bytes()).unwrap_or(input);
    std::str::from_utf8(input).map_err(|e| {
        let before = &input[..e.valid_up_to()];
        1 + before.iter().filter(|&&b| b == b'\n').count()
    })
}

/// The tokens of `text` with their lines (1-based), split at scanf's whitespace.
pub fn tokens(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut start = None;
    for (i, b) in text.bytes().enumerate() {
        if is_space(b) {
            if let Some(s) = start.take() {
                out.push((line, &text[s..i]));
            }
            line += usize::from(b == b'\n');
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push((line, &text[s..]));
    }
    out
}

/// Number of lines of `input` (a last line without a newline counts).
fn line_count(input: &[u8]) -> usize {
    let newlines = input.iter().filter(|&&b| b == b'\n').count();
    newlines + usize::from(input.last().is_some_and(|&b| b != b'\n'))
}

/// A token's value as the solvers read numbers (`+` sign, leading zeros), in decimal.
fn normalized(token: &str) -> &str {
    let digits = token.strip_prefix('+').unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return token;
    }
    let trimmed = digits.trim_start_matches('0');
    if trimmed.is_empty() { "0" } else { trimmed }
}

/// The digits right after the first `prefix` in `message`.
fn number_after<'a>(message: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = &message[message.find(prefix)? + prefix.len()..];
    let end = rest
        .bytes()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// What the line an error names must hold, by the kind of the error.
enum Holds<'a> {
    /// A token whose quoted form the message shows.
    Quoted,
    /// A token with this value.
    Number(&'a str),
    /// A token of this length.
    Length(usize),
    /// The input's last token: the input ended there.
    LastToken,
    /// The first byte that is not UTF-8.
    FirstBadByte,
}

/// Every kind of error a solver can print, by its wording, with what its line holds;
/// `None` for an unknown wording.
fn holds(what: &str) -> Option<Holds<'_>> {
    let number = |prefix| number_after(what, prefix).map(Holds::Number);
    if what.starts_with("the input ends early: expected ") {
        Some(Holds::LastToken)
    } else if what == "input is not valid UTF-8 text" {
        Some(Holds::FirstBadByte)
    } else if what.starts_with("cannot read `") || what.starts_with("unexpected `") {
        Some(Holds::Quoted)
    } else if what.starts_with("string ") && what.contains(" has length ") {
        number_after(what, " has length ").and_then(|n| n.parse().ok().map(Holds::Length))
    } else if what.starts_with("string ") && what.contains(" `") {
        Some(Holds::Quoted)
    } else if what.contains(" is too large (at most ") || what.contains(" is too small (at least ")
    {
        number(" = ").or_else(|| number(": place "))
    } else if what.contains("there is no candy at all") || what.contains(": move size 0 ") {
        // A case of empty piles ends at a pile (or a count) of 0.
        Some(Holds::Number("0"))
    } else if what.contains(" is too large for this move set") {
        number(": heap ")
    } else if what.contains(": position ") {
        number(": position ")
    } else {
        None
    }
}

/// Checks that `stderr` is an error the contract allows for `input`: one printable line
/// `error: the input is empty` (and the input holds no token) or `error: line L: <what>`,
/// where `<what>` is worded as one of the solvers' known messages, in words
/// ([`check_words`], the tokens it quotes aside), says what was expected if the input ended
/// early, and line `L` holds what `<what>` is about. Returns what is wrong otherwise.
pub fn check_error(input: &[u8], stderr: &[u8]) -> Result<(), String> {
    let err = std::str::from_utf8(stderr).map_err(|_| "stderr is not UTF-8".to_string())?;
    let message = err
        .strip_suffix('\n')
        .filter(|m| !m.contains('\n'))
        .ok_or("stderr is not exactly one line")?;
    if let Some(c) = message.chars().find(|&c| is_unshown(c)) {
        return Err(format!(
            "the error holds the unescaped character U+{:04X}",
            u32::from(c)
        ));
    }
    let what = message
        .strip_prefix("error: ")
        .ok_or("the line does not start with `error: `")?;
    let text = text_of(input);
    if what == "the input is empty" {
        return match text {
            Ok(t) if tokens(t).is_empty() => Ok(()),
            _ => Err("`the input is empty` for an input with tokens".into()),
        };
    }
    let (line, what) = what
        .strip_prefix("line ")
        .and_then(|rest| rest.split_once(": "))
        .and_then(|(l, w)| Some((l.parse::<usize>().ok()?, w)))
        .ok_or("the error names no line")?;
    if line == 0 || line > line_count(input) {
        return Err(format!("line {line} is not a line of the input"));
    }
    let kind = holds(what).ok_or("an unknown message")?;
    let text = match (text, &kind) {
        (Err(bad), Holds::FirstBadByte) if bad == line => return check_words(what),
        (Err(bad), _) => return Err(format!("the first byte that is not UTF-8 is on line {bad}")),
        (Ok(_), Holds::FirstBadByte) => return Err("the input is UTF-8 text".into()),
        (Ok(text), _) => text,
    };
    // The BOM never holds a newline, so lines count the same with or without it.
    let all = tokens(text);
    let on_line: Vec<&str> = all.iter().filter(|t| t.0 == line).map(|t| t.1).collect();
    // The words are checked without the quoted tokens of the line, whatever they hold (a
    // backtick or a quote of their own included).
    let unquoted = on_line
        .iter()
        .fold(what.to_string(), |w, t| w.replace(&quote(t), "``"));
    check_words(&unquoted)?;
    let ok = match kind {
        Holds::LastToken => all.last().map(|t| t.0) == Some(line),
        Holds::Quoted => on_line.iter().any(|t| what.contains(&quote(t))),
        Holds::Number(v) => on_line.iter().any(|t| normalized(t) == v),
        Holds::Length(n) => on_line.iter().any(|t| t.len() == n),
        Holds::FirstBadByte => unreachable!("handled above"),
    };
    if ok {
        Ok(())
    } else {
        Err(format!("line {line} does not hold what the error is about"))
    }
}
