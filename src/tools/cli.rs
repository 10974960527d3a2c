//! The command-line contract shared by the suite's tools (`judge`, `bundle`, `sg_table`) and
//! the card game's referee: one way to take arguments, report errors and write output.
//!
//! The contract, for every program of the suite:
//!
//! * **Arguments** are taken with [`std::env::args_os`] and converted by [`text_args`]: an
//!   argument that is not UTF-8 is a usage error naming it, never a panic.
//! * **Errors** are one printable line on stderr, `error: <what>` ([`print_error`]); a
//!   usage error (an unknown option, a bad value, a missing argument) exits with status
//!   [`EXIT_USAGE`] (2) through [`usage_error`]. Tokens a user typed are shown with
//!   [`crate::input::quote`], the suite's one quoting function, and [`print_error`] escapes
//!   any control character left in the message, so nothing can break the line.
//! * **Numbers** in arguments are read by [`parse_number`], whose messages say what was
//!   expected in words ("a whole number", "at most 2^64 − 1"), never a Rust type name.
//! * **Output** goes through [`crate::output::Output`] ([`print()`] for a whole text): a reader
//!   that closes the pipe early (`… | head`) ends the program quietly with status 141, any
//!   other write failure is one `error:` line and status 1. Messages on stderr never
//!   panic, even when stderr itself is closed (`2>&1 | head`).
//!
//! A program adopts it in its `main`:
//!
//! ```no_run
//! use grundy::tools::cli;
//! let args = cli::text_args(std::env::args_os().skip(1)).unwrap_or_else(|e| cli::usage_error(&e));
//! if args.iter().any(|a| a == "--help") {
//!     cli::print("usage: …\n");
//!     return;
//! }
//! let count = cli::parse_number(&args[0], "the count", 1..=1000, "")
//!     .unwrap_or_else(|e| cli::usage_error(&e));
//! cli::print(&format!("{count}\n"));
//! ```

use crate::input::quote;
use crate::output::Output;
use std::ffi::OsString;
use std::io::Write;
use std::ops::RangeInclusive;

/// Exit status of a usage error (the same as bad input's).
pub const EXIT_USAGE: i32 = crate::input::EXIT_BAD_INPUT;

/// The arguments as text.
///
/// # Errors
/// `argument N is not valid UTF-8 text: <it, quoted>` for the first argument (counted from
/// 1) that is not UTF-8; its bad bytes are shown as `�`.
///
/// ```
/// use grundy::tools::cli::text_args;
/// use std::ffi::OsString;
/// use std::os::unix::ffi::OsStringExt;
/// assert_eq!(text_args([OsString::from("ruler")]).unwrap(), ["ruler"]);
/// let bad = [OsString::from("ruler"), OsString::from_vec(b"1\xff".to_vec())];
/// assert_eq!(text_args(bad).unwrap_err(), "argument 2 is not valid UTF-8 text: `1\u{fffd}`");
/// ```
pub fn text_args(args: impl IntoIterator<Item = OsString>) -> Result<Vec<String>, String> {
    args.into_iter()
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                format!(
                    "argument {} is not valid UTF-8 text: {}",
                    i + 1,
                    quote(&a.to_string_lossy())
                )
            })
        })
        .collect()
}

/// `what` as one printable line: control characters (a newline, an escape) escaped as
/// [`crate::input::quote`] escapes them. Backslashes are left alone, so a message built with
/// `quote` reads the same.
///
/// ```
/// use grundy::tools::cli::one_line;
/// assert_eq!(one_line("bad\ncode `\\n`"), "bad\\ncode `\\n`");
/// assert_eq!(one_line("\u{1b}[31mred"), "\\u{1b}[31mred");
/// ```
pub fn one_line(what: &str) -> String {
    let mut s = String::with_capacity(what.len());
    for c in what.chars() {
        if c.is_control() {
            s.extend(c.escape_debug());
        } else {
            s.push(c);
        }
    }
    s
}

/// Prints `error: <what>` on stderr as one printable line ([`one_line`]); a closed or full
/// stderr is ignored (the exit status still tells).
pub fn print_error(what: &str) {
    let _ = writeln!(std::io::stderr(), "error: {}", one_line(what));
}

/// Prints a line of progress or information on stderr, ignoring a closed or full stderr.
pub fn note(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// Prints `error: <what>` ([`print_error`]) and exits with status [`EXIT_USAGE`].
pub fn usage_error(what: &str) -> ! {
    print_error(what);
    std::process::exit(EXIT_USAGE)
}

/// Writes `text` to standard output and flushes it, under the suite's write contract: a
/// closed pipe ends the program quietly with status 141, another write failure prints one
/// `error:` line and ends it with status 1 (see [`crate::output`]).
pub fn print(text: &str) {
    let mut out = Output::stdout();
    // `Output` ends the program itself on a failed write, so these cannot fail.
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
}

/// Standard output taken for each write only (an [`Output`] made, written, flushed and
/// dropped), so the contract of [`print`] holds: for a program whose threads take turns
/// writing standard output (a live session served to browsers echoes the pages' actions
/// beside the typist's dialogue), where one [`Output`] would keep it locked.
#[derive(Debug, Clone, Copy, Default)]
pub struct SharedStdout;

impl Write for SharedStdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut out = Output::stdout();
        out.write_all(buf)?;
        out.flush()?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Reads argument `text`, named `what` in messages, as a whole number in `range`;
/// `context` is appended where a value is too large (e.g. `" for this game"`, when the
/// bound depends on the game). The words are the suite's, the same as the solvers' (see
/// [`crate::input::Input::bounded`]): "too small (at least …)", "too large (at most …)",
/// with 2^64 − 1 written so.
///
/// # Errors
/// One of, for the argument `--cases` and the range from 1 to 1000:
/// * ``--cases `x` is not a whole number`` (signs, spaces or other characters);
/// * `--cases 0 is too small (at least 1)`;
/// * `--cases 5000 is too large (at most 1000)` (digits too large for 64 bits included,
///   quoted and clipped if long).
///
/// ```
/// use grundy::tools::cli::parse_number;
/// assert_eq!(parse_number("300", "--cases", 1..=1000, ""), Ok(300));
/// assert_eq!(parse_number("-1", "--cases", 1..=1000, "").unwrap_err(), "--cases `-1` is not a whole number");
/// assert_eq!(parse_number("0", "--cases", 1..=1000, "").unwrap_err(), "--cases 0 is too small (at least 1)");
/// assert_eq!(
///     parse_number("31", "size", 1..=30, " for this game").unwrap_err(),
///     "size 31 is too large for this game (at most 30)"
/// );
/// assert_eq!(
///     parse_number("18446744073709551616", "--seed", 0..=u64::MAX, "").unwrap_err(),
///     "--seed `18446744073709551616` is too large (at most 2^64 − 1)"
/// );
/// ```
pub fn parse_number(
    text: &str,
    what: &str,
    range: RangeInclusive<u64>,
    context: &str,
) -> Result<u64, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{what} {} is not a whole number", quote(text)));
    }
    let value = text.parse::<u64>().ok();
    let (lo, hi) = (*range.start(), *range.end());
    match value {
        Some(v) if range.contains(&v) => Ok(v),
        Some(v) if v < lo => Err(format!("{what} {v} is too small (at least {lo})")),
        _ => {
            let shown = value.map_or_else(|| quote(text), |v| v.to_string());
            let most = if hi == u64::MAX {
                "2^64 − 1".to_string()
            } else {
                hi.to_string()
            };
            Err(format!(
                "{what} {shown} is too large{context} (at most {most})"
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        let p = |t: &str| parse_number(t, "n", 2..=10, "");
        assert_eq!(p("2"), Ok(2));
        assert_eq!(p("010"), Ok(10));
        assert_eq!(p("1").unwrap_err(), "n 1 is too small (at least 2)");
        assert_eq!(p("11").unwrap_err(), "n 11 is too large (at most 10)");
        assert_eq!(p("+3").unwrap_err(), "n `+3` is not a whole number");
        assert_eq!(p("").unwrap_err(), "n `` is not a whole number");
        assert_eq!(p("3 ").unwrap_err(), "n `3 ` is not a whole number");
        assert_eq!(
            p(&"9".repeat(30)).unwrap_err(),
            "n `99999999999999999999…` (30 characters) is too large (at most 10)"
        );
        assert_eq!(
            parse_number("5", "n", 0..=u64::MAX - 1, "").unwrap(),
            5,
            "a range short of u64::MAX"
        );
        assert_eq!(
            parse_number("18446744073709551615", "n", 0..=u64::MAX - 1, "").unwrap_err(),
            "n 18446744073709551615 is too large (at most 18446744073709551614)"
        );
        assert_eq!(
            parse_number("18446744073709551615", "n", 0..=u64::MAX, ""),
            Ok(u64::MAX)
        );
    }

    #[test]
    fn control_characters_never_break_the_line() {
        let s = one_line("a\r\nb\t\u{7f}\u{9b}c");
        assert_eq!(s, "a\\r\\nb\\t\\u{7f}\\u{9b}c");
        assert_eq!(s.lines().count(), 1);
    }
}
