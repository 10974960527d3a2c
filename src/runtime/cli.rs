//! The command-line contract shared by every program of the suite: the tools (`judge`,
//! `bundle`, `bench`), the study programs (`explain`, `play`, `sg_table`, `study`) and the
//! card game's referee: one way to take arguments, report errors and notes, catch an
//! interrupt and write output.
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
//! use grundy::runtime::cli;
//! let args = cli::text_args(std::env::args_os().skip(1)).unwrap_or_else(|e| cli::usage_error(&e));
//! if args.iter().any(|a| a == "--help") {
//!     cli::print("usage: …\n");
//!     return;
//! }
//! let count = cli::parse_number(&args[0], "the count", 1..=1000, "")
//!     .unwrap_or_else(|e| cli::usage_error(&e));
//! cli::print(&format!("{count}\n"));
//! ```

use crate::i18n::{Lang, Text, take_lang};
use crate::input::quote;
use crate::msg;
use crate::output::Output;
use std::ffi::OsString;
use std::io::Write;
use std::ops::RangeInclusive;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Exit status of a usage error (the same as bad input's).
pub const EXIT_USAGE: i32 = crate::input::EXIT_BAD_INPUT;

/// The arguments as text.
///
/// # Errors
/// `argument N is not valid UTF-8 text: <it, quoted>` for the first argument (counted from
/// 1) that is not UTF-8; its bad bytes are shown as `�`.
///
/// ```
/// use grundy::runtime::cli::text_args;
/// use std::ffi::OsString;
/// use std::os::unix::ffi::OsStringExt;
/// assert_eq!(text_args([OsString::from("ruler")]).unwrap(), ["ruler"]);
/// let bad = [OsString::from("ruler"), OsString::from_vec(b"1\xff".to_vec())];
/// assert_eq!(text_args(bad).unwrap_err(), "argument 2 is not valid UTF-8 text: `1\u{fffd}`");
/// ```
pub fn text_args(args: impl IntoIterator<Item = OsString>) -> Result<Vec<String>, String> {
    text_args_in(Lang::En, args)
}

/// The arguments of a tool that speaks both languages (`explain`, `play`, `sg_table`): the
/// language `--lang` or the environment chooses ([`take_lang`]), and the other arguments as
/// text, an argument that is not UTF-8 named by its place on the command line as typed
/// (`--lang zh` counted).
///
/// # Errors
/// A bad `--lang` ([`take_lang`]), or an argument that is not UTF-8 ([`text_args_in`]).
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::runtime::cli::lang_and_text_args;
/// use std::ffi::OsString;
/// use std::os::unix::ffi::OsStringExt;
/// let args = vec!["--lang".into(), "zh".into(), "nim".into()];
/// assert_eq!(lang_and_text_args(args).unwrap(), (Lang::Zh, vec!["nim".to_string()]));
/// let bad = vec!["--lang".into(), "en".into(), OsString::from_vec(b"1\xff".to_vec())];
/// assert_eq!(
///     lang_and_text_args(bad).unwrap_err(),
///     "argument 3 is not valid UTF-8 text: `1\u{fffd}`"
/// );
/// ```
pub fn lang_and_text_args(
    args: impl IntoIterator<Item = OsString>,
) -> Result<(Lang, Vec<String>), String> {
    let args: Vec<OsString> = args.into_iter().collect();
    let (lang, _) = take_lang(args.clone())?;
    let mut text = text_args_in(lang, args)?.into_iter();
    let mut rest = Vec::new();
    while let Some(a) = text.next() {
        if a == "--lang" {
            text.next();
        } else {
            rest.push(a);
        }
    }
    Ok((lang, rest))
}

/// [`text_args`] with its error in `lang` (the study tools speak the language chosen).
///
/// # Errors
/// As [`text_args`], in `lang`.
pub fn text_args_in(
    lang: Lang,
    args: impl IntoIterator<Item = OsString>,
) -> Result<Vec<String>, String> {
    args.into_iter()
        .enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                let arg = quote(&a.to_string_lossy());
                msg!("arg-not-utf8", n = i + 1, arg = arg).render(lang)
            })
        })
        .collect()
}

/// `what` as one printable line: hidden characters (control characters such as a newline
/// or an escape, Unicode format characters such as the right-to-left override U+202E, the
/// line and paragraph separators; see [`crate::input::is_hidden`]) escaped as
/// [`crate::input::quote`] escapes them. Backslashes are left alone, so a message built with
/// `quote` reads the same.
///
/// ```
/// use grundy::runtime::cli::one_line;
/// assert_eq!(one_line("bad\ncode `\\n`"), "bad\\ncode `\\n`");
/// assert_eq!(one_line("\u{1b}[31mred"), "\\u{1b}[31mred");
/// assert_eq!(one_line("a/\u{202e}txt.in\u{2029}"), "a/\\u{202e}txt.in\\u{2029}");
/// ```
pub fn one_line(what: &str) -> String {
    let mut s = String::with_capacity(what.len());
    for c in what.chars() {
        crate::input::push_shown(&mut s, c);
    }
    s
}

/// Prints `error: <what>` on stderr as one printable line ([`one_line`]); a closed or full
/// stderr is ignored (the exit status still tells).
pub fn print_error(what: &str) {
    let _ = writeln!(std::io::stderr(), "error: {}", one_line(what));
}

/// Prints a line of progress or information on stderr as one printable line
/// ([`one_line`]), ignoring a closed or full stderr.
pub fn note(line: &str) {
    let _ = writeln!(std::io::stderr(), "{}", one_line(line));
}

/// Exit status of a long run stopped by an interrupt (Ctrl-C), as a shell reports a program
/// killed by SIGINT (128 + 2); what was finished before is printed first.
pub const EXIT_INTERRUPTED: i32 = 130;

/// Seconds between two progress notes of a long run ([`Ticker`]).
pub const PROGRESS_EVERY: f64 = 2.0;

/// Set by the interrupt handler of [`catch_interrupt`].
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

extern "C" fn note_interrupt(_signal: libc::c_int) {
    // Only an atomic store: the one kind of work a signal handler may safely do.
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// From now on, an interrupt (SIGINT, Ctrl-C) no longer ends the program but sets the flag
/// returned, which a long loop polls to stop cleanly (finishing or dropping the step in
/// hand, printing what is done, then exiting with [`EXIT_INTERRUPTED`]).
pub fn catch_interrupt() -> &'static AtomicBool {
    let handler: extern "C" fn(libc::c_int) = note_interrupt;
    // SAFETY: the handler only stores to an atomic, which is async-signal-safe, and
    // `signal` with a valid function pointer has no other precondition.
    unsafe {
        libc::signal(libc::SIGINT, handler as libc::sighandler_t);
    }
    &INTERRUPTED
}

/// The thread that [`interrupt_reads`] was called on (0 before), which an interrupt
/// delivered to another thread is passed on to.
static READER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

extern "C" fn note_interrupt_and_wake(_signal: libc::c_int) {
    INTERRUPTED.store(true, Ordering::SeqCst);
    let reader = READER.load(Ordering::SeqCst) as libc::pthread_t;
    // SAFETY: pthread_self and pthread_kill are async-signal-safe; `reader` is a thread of
    // this process that lives as long as the program (the main thread).
    unsafe {
        if reader != 0 && libc::pthread_self() != reader {
            libc::pthread_kill(reader, libc::SIGINT);
        }
    }
}

/// Like [`catch_interrupt`], for a program that waits in a blocking read on this thread
/// (a dialogue on a pipe): an interrupt sets the flag returned *and* ends the read in
/// progress with [`std::io::ErrorKind::Interrupted`] (the handler is installed without
/// `SA_RESTART`, and an interrupt that the kernel delivers to another thread, such as a
/// server's, is passed on to this one), so the reader can stop at once and end cleanly.
/// Call it from the thread that reads, which must live as long as the program.
pub fn interrupt_reads() -> &'static AtomicBool {
    // SAFETY: pthread_self has no preconditions.
    READER.store(unsafe { libc::pthread_self() } as u64, Ordering::SeqCst);
    // SAFETY: an all-zero sigaction is a valid value; the handler only stores to atomics and
    // makes async-signal-safe calls; sigaction is given valid pointers.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        let handler: extern "C" fn(libc::c_int) = note_interrupt_and_wake;
        action.sa_sigaction = handler as libc::sighandler_t;
        action.sa_flags = 0; // no SA_RESTART: a blocking read returns EINTR
        libc::sigemptyset(&mut action.sa_mask);
        libc::sigaction(libc::SIGINT, &action, std::ptr::null_mut());
    }
    &INTERRUPTED
}

/// Progress notes of a long run on stderr ([`note`]), one every [`PROGRESS_EVERY`]
/// seconds at most: the first after 2 s, so a short run stays quiet.
#[derive(Debug)]
pub struct Ticker {
    start: Instant,
    next: f64,
}

impl Ticker {
    /// A ticker whose clock starts now.
    pub fn new() -> Self {
        Ticker {
            start: Instant::now(),
            next: PROGRESS_EVERY,
        }
    }

    /// Notes `line(seconds since the start)` if a note is due.
    pub fn tick(&mut self, line: impl FnOnce(f64) -> String) {
        let secs = self.start.elapsed().as_secs_f64();
        if secs >= self.next {
            note(&line(secs));
            self.next = secs + PROGRESS_EVERY;
        }
    }
}

impl Default for Ticker {
    fn default() -> Self {
        Self::new()
    }
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
/// dropped), so the contract of [`print`](fn@print) holds: for a program whose threads take turns
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
/// use grundy::runtime::cli::parse_number;
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
    parse_number_in(Lang::En, text, what, range, context)
}

/// [`parse_number`] with its errors in `lang` (`what` and `context` are given in it).
///
/// # Errors
/// As [`parse_number`], in `lang`:
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::runtime::cli::parse_number_in;
/// assert_eq!(
///     parse_number_in(Lang::Zh, "0", "--seed", 1..=9, "").unwrap_err(),
///     "--seed 0 太小（至少为1）"
/// );
/// ```
pub fn parse_number_in(
    lang: Lang,
    text: &str,
    what: &str,
    range: RangeInclusive<u64>,
    context: &str,
) -> Result<u64, String> {
    parse_number_text(text, what.into(), range, context.into()).map_err(|e| e.render(lang))
}

/// [`parse_number`] with its errors as a [`Text`], to be written in the language of the
/// reader (`what` and `context` are texts too: `size`, ` for this game`).
///
/// # Errors
/// As [`parse_number`].
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::runtime::cli::parse_number_text;
/// let e = parse_number_text("x", "K".into(), 1..=9, "".into()).unwrap_err();
/// assert_eq!(e.render(Lang::En), "K `x` is not a whole number");
/// ```
pub fn parse_number_text(
    text: &str,
    what: Text,
    range: RangeInclusive<u64>,
    context: Text,
) -> Result<u64, Text> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(msg!("number-not-whole", what = what, shown = quote(text)));
    }
    let value = text.parse::<u64>().ok();
    let (lo, hi) = (*range.start(), *range.end());
    match value {
        Some(v) if range.contains(&v) => Ok(v),
        Some(v) if v < lo => Err(msg!("number-too-small", what = what, value = v, least = lo)),
        _ => {
            let shown = value.map_or_else(|| quote(text), |v| v.to_string());
            let most = if hi == u64::MAX {
                "2^64 − 1".to_string()
            } else {
                hi.to_string()
            };
            Err(msg!(
                "number-too-large",
                what = what,
                shown = shown,
                context = context,
                most = most
            ))
        }
    }
}

/// Parses a time in seconds, whole or with up to three decimals (`2`, `0.5`, `1.25`), as a
/// number of milliseconds from 1 to `max_ms`; `what` names the value in the messages.
///
/// ```
/// use grundy::runtime::cli::parse_seconds;
/// assert_eq!(parse_seconds("2", "--tle", 3_600_000), Ok(2000));
/// assert_eq!(parse_seconds("0.25", "--tle", 3_600_000), Ok(250));
/// assert_eq!(
///     parse_seconds("0", "--tle", 3_600_000).unwrap_err(),
///     "--tle 0 is too small (at least 0.001 seconds)"
/// );
/// assert_eq!(
///     parse_seconds("1e3", "--tle", 3_600_000).unwrap_err(),
///     "--tle `1e3` is not a number of seconds (like 2 or 0.5)"
/// );
/// ```
pub fn parse_seconds(text: &str, what: &str, max_ms: u64) -> Result<u64, String> {
    parse_seconds_in(Lang::En, text, what, max_ms)
}

/// As [`parse_seconds`], its errors in `lang`.
///
/// ```
/// use grundy::i18n::Lang;
/// use grundy::runtime::cli::parse_seconds_in;
/// assert_eq!(
///     parse_seconds_in(Lang::Zh, "0", "--tle", 3_600_000).unwrap_err(),
///     "--tle 0 太小（至少0.001秒）"
/// );
/// ```
pub fn parse_seconds_in(lang: Lang, text: &str, what: &str, max_ms: u64) -> Result<u64, String> {
    let fail = |t: Text| Err(t.render(lang));
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || !digits(whole) || !digits(fraction) || text.ends_with('.') {
        return fail(msg!(
            "seconds-not-a-number",
            what = what,
            shown = quote(text)
        ));
    }
    if fraction.len() > 3 {
        return fail(msg!("seconds-too-fine", what = what, shown = quote(text)));
    }
    let max_s = max_ms / 1000;
    let too_large = || {
        msg!(
            "seconds-too-large",
            what = what,
            shown = quote(text),
            most = max_s
        )
    };
    let Ok(whole) = whole.parse::<u64>() else {
        return fail(too_large());
    };
    let fraction: u64 = format!("{fraction:0<3}").parse().unwrap_or(0);
    let Some(ms) = whole
        .checked_mul(1000)
        .and_then(|w| w.checked_add(fraction))
    else {
        return fail(too_large());
    };
    match ms {
        0 => fail(msg!("seconds-too-small", what = what, shown = text)),
        ms if ms > max_ms => fail(too_large()),
        ms => Ok(ms),
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
