//! Judge input through `proconio`, with bad input turned into one clean error line.
//!
//! Every binary in the suite reads its whole standard input into an [`Input`], a
//! [`proconio::source::Source`] that remembers where each token came from. The binary
//! then reads with `proconio::input! { from &mut src, ... }` as usual.
//!
//! The suite's contract for bad input is: a single line `error: line L: <what>` on
//! stderr, exit status 2, no backtrace, and nothing on stdout. Three mechanisms give it:
//!
//! * [`Input::from_stdin`] installs a panic hook. `proconio` panics when a token does not
//!   parse or when the input ends early; the hook rewrites those panics into the error
//!   line, using the position of the last token handed out, and exits with status 2.
//!   Any other panic is a bug in the suite and is reported as `internal error` (status 101).
//! * Semantic checks (a position of 0, duplicate values, …) call [`Input::check`] or
//!   [`Input::fail`] right after the offending token was read, so the error names its line.
//! * Binaries parse the *whole* input before printing anything, so an error can never
//!   leave a partial answer on stdout.

use std::fmt::Display;
use std::io::Read;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Exit status for bad input.
pub const EXIT_BAD_INPUT: i32 = 2;

/// Line (1-based) of the last token handed to a reader; 0 before the first token.
/// Shared with the panic hook, which has no other way to reach the [`Input`].
static LAST_LINE: AtomicUsize = AtomicUsize::new(0);

/// Whitespace-separated tokens of a judge input, with their line numbers.
///
/// Implements [`proconio::source::Source`], so it works with `proconio::input!`:
///
/// ```
/// use grundy::input::Input;
/// use proconio::input;
///
/// let mut src = Input::new("2\n10 20\n");
/// input! { from &mut src, n: usize, v: [u32; n] }
/// assert_eq!(v, [10, 20]);
/// assert_eq!(src.line(), 2);
/// assert!(src.is_exhausted());
/// ```
#[derive(Debug, Clone)]
pub struct Input {
    text: String,
    pos: usize,
    /// Line of the scan position.
    cursor_line: usize,
    last_line: usize,
}

impl Input {
    /// Tokens of `text`; a leading UTF-8 byte-order mark (as some editors write) is
    /// skipped. No panic hook is installed (see [`Input::from_stdin`]).
    ///
    /// ```
    /// use grundy::input::Input;
    /// use proconio::input;
    /// let mut src = Input::new("\u{feff}42\n");
    /// input! { from &mut src, n: u32 }
    /// assert_eq!(n, 42);
    /// ```
    pub fn new(text: impl Into<String>) -> Self {
        let mut text = text.into();
        if text.starts_with('\u{feff}') {
            text.drain(..'\u{feff}'.len_utf8());
        }
        Input {
            text,
            pos: 0,
            cursor_line: 1,
            last_line: 0,
        }
    }

    /// Reads all of standard input and installs the bad-input panic hook.
    ///
    /// Input that is not UTF-8 is reported as bad input (exit status 2).
    pub fn from_stdin() -> Self {
        let mut bytes = Vec::new();
        if let Err(e) = std::io::stdin().lock().read_to_end(&mut bytes) {
            exit_bad_input(&format!("cannot read standard input: {e}"));
        }
        Input::from_stdin_bytes(bytes)
    }

    /// [`Input::from_stdin`] for the bytes of standard input, already read by the caller
    /// (a fast path that looked at them first): installs the panic hook; input that is not
    /// UTF-8 is reported as bad input (exit status 2).
    pub fn from_stdin_bytes(bytes: Vec<u8>) -> Self {
        install_hook();
        match String::from_utf8(bytes) {
            Ok(text) => Input::new(text),
            Err(e) => {
                let at = e.utf8_error().valid_up_to();
                let line = 1 + e.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count();
                exit_bad_input(&format!("line {line}: input is not valid UTF-8 text"))
            }
        }
    }

    /// Line (1-based) of the last token read; 0 if none has been read yet.
    pub fn line(&self) -> usize {
        self.last_line
    }

    /// Skips whitespace; true if no token is left.
    pub fn is_exhausted(&mut self) -> bool {
        self.skip_whitespace();
        self.pos == self.text.len()
    }

    /// Fails unless every token has been read: trailing data is bad input, because it
    /// usually means the input was not what the reader thought it was.
    pub fn expect_end(&mut self) {
        if !self.is_exhausted() {
            let rest = &self.text[self.pos..];
            let token = rest
                .split(|c: char| c.is_ascii_whitespace())
                .next()
                .unwrap_or_default();
            exit_bad_input(&format!(
                "line {}: unexpected {} after the end of the input",
                self.cursor_line,
                quote(token)
            ));
        }
    }

    /// Reports bad input at the last token's line and exits with status 2.
    pub fn fail(&self, what: impl Display) -> ! {
        exit_bad_input(&format!("line {}: {what}", self.last_line))
    }

    /// Reports bad input at line `line` (one remembered from [`Input::line`] earlier) and
    /// exits with status 2: for a fault only found once later tokens were read.
    pub fn fail_at(&self, line: usize, what: impl Display) -> ! {
        exit_bad_input(&format!("line {line}: {what}"))
    }

    /// Fails with `what` unless `ok` holds.
    pub fn check(&self, ok: bool, what: impl FnOnce() -> String) {
        if !ok {
            self.fail(what());
        }
    }

    /// Returns `value` if it lies in `lo..=hi`, otherwise fails naming `name` and the range.
    ///
    /// ```
    /// # use grundy::input::Input;
    /// let src = Input::new("");
    /// assert_eq!(src.in_range("N", 5, 1, 1000), 5);
    /// ```
    pub fn in_range<T: PartialOrd + Display>(&self, name: &str, value: T, lo: T, hi: T) -> T {
        if value < lo || value > hi {
            self.fail(format!("{name} = {value} is out of range {lo}..={hi}"));
        }
        value
    }

    fn skip_whitespace(&mut self) {
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
            if bytes[self.pos] == b'\n' {
                self.cursor_line += 1;
            }
            self.pos += 1;
        }
    }
}

/// Fast readers for inputs of millions of numbers.
impl Input {
    /// Reads the next token as a `u64`, in a single pass over its bytes.
    ///
    /// Equivalent to `proconio::input! { from &mut src, v: u64 }` (the same tokens are
    /// accepted, including a leading `+`, and bad input gets the same error line), but the
    /// common case of plain digits is converted eight at a time (SWAR) while scanning.
    /// `proconio`'s generic route costs about 55 ns per token, too much for 2·10^6 numbers
    /// in 0.15 s.
    ///
    /// ```
    /// # use grundy::input::Input;
    /// let mut src = Input::new("7\n18446744073709551615 +5\n");
    /// assert_eq!(src.next_u64(), 7);
    /// assert_eq!(src.next_u64(), u64::MAX);
    /// assert_eq!(src.next_u64(), 5);
    /// assert_eq!(src.line(), 2);
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        let bytes = self.text.as_bytes();
        let mut pos = self.pos;
        let mut line = self.cursor_line;
        while pos < bytes.len() && bytes[pos] <= b' ' && bytes[pos].is_ascii_whitespace() {
            line += usize::from(bytes[pos] == b'\n');
            pos += 1;
        }
        self.pos = pos;
        self.cursor_line = line;
        if pos == bytes.len() {
            match self.last_line {
                0 => exit_bad_input("the input is empty"),
                _ => self.fail("the input ends too early"),
            }
        }
        self.last_line = line;
        LAST_LINE.store(line, Ordering::Relaxed);
        let start = pos;
        if let Some((v, end)) = plain_u64(bytes, pos) {
            self.pos = end;
            return v;
        }
        // Anything else (a sign, more than 20 digits, garbage): the standard parser decides.
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        self.pos = pos;
        let token = &self.text[start..pos];
        match token.parse::<u64>() {
            Ok(v) => v,
            Err(_) => self.fail(format!("cannot read {} as u64", quote(token))),
        }
    }
}

impl proconio::source::Source<std::io::Empty> for Input {
    fn next_token(&mut self) -> Option<&str> {
        self.skip_whitespace();
        if self.pos == self.text.len() {
            return None;
        }
        let start = self.pos;
        let bytes = self.text.as_bytes();
        while self.pos < bytes.len() && !bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        self.last_line = self.cursor_line;
        LAST_LINE.store(self.cursor_line, Ordering::Relaxed);
        Some(&self.text[start..self.pos])
    }

    fn is_empty(&mut self) -> bool {
        self.is_exhausted()
    }
}

/// The token of plain decimal digits at `bytes[pos..]` as a `u64`, with the position
/// after it, if it has 1 to 20 digits, fits in a `u64` and ends at whitespace or the end.
#[inline(always)]
fn plain_u64(bytes: &[u8], mut pos: usize) -> Option<(u64, usize)> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let start = pos;
    let mut v = 0u64;
    // Two blocks of eight digits at most (v < 10^16), each checked and converted at once.
    while pos - start < 16 {
        let Some(block) = bytes.get(pos..pos + 8) else {
            break;
        };
        let w = u64::from_le_bytes(block.try_into().unwrap());
        // Every byte in b'0'..=b'9': high nibble 3, and still 3 after adding 6.
        if w & (0xf0 * ONES) != 0x30 * ONES || (w + 6 * ONES) & (0xf0 * ONES) != 0x30 * ONES {
            break;
        }
        let d = w - 0x30 * ONES; // byte i = digit i, the first digit in the lowest byte
        let d = (d * 10 + (d >> 8)) & 0x00ff_00ff_00ff_00ff; // pairs of digits, 0..=99
        let d = (d * 100 + (d >> 16)) & 0x0000_ffff_0000_ffff; // quadruples, 0..=9999
        v = v * 100_000_000 + (d & 0xffff) * 10_000 + (d >> 32);
        pos += 8;
    }
    while let Some(&c) = bytes.get(pos) {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        v = if pos - start < 19 {
            v * 10 + u64::from(d)
        } else {
            v.checked_mul(10)?.checked_add(u64::from(d))?
        };
        pos += 1;
    }
    let ends = bytes.get(pos).is_none_or(|c| c.is_ascii_whitespace());
    (pos > start && pos - start <= 20 && ends).then_some((v, pos))
}

/// Prints `error: <what>` on stderr and exits with status 2.
pub fn exit_bad_input(what: &str) -> ! {
    eprintln!("error: {what}");
    std::process::exit(EXIT_BAD_INPUT)
}

/// Rewrites a `proconio` panic message into the suite's error text, or `None` if the
/// panic did not come from reading input.
///
/// ```
/// use grundy::input::describe_read_panic;
/// let msg = "failed to parse the input `x1` to the value of type `u32`: ParseIntError";
/// assert_eq!(describe_read_panic(msg, 3).unwrap(), "line 3: cannot read `x1` as u32");
/// ```
pub fn describe_read_panic(message: &str, line: usize) -> Option<String> {
    if message.starts_with("failed to get the next token") {
        return Some(if line == 0 {
            "the input is empty".to_string()
        } else {
            format!("line {line}: the input ends too early")
        });
    }
    let rest = message.strip_prefix("failed to parse the input `")?;
    let (token, rest) = rest.split_once("` to the value of type `")?;
    let (ty, _) = rest.split_once('`')?;
    let ty = ty.rsplit("::").next().unwrap_or(ty);
    Some(format!("line {line}: cannot read {} as {ty}", quote(token)))
}

/// Characters of a token kept by [`quote`].
const QUOTE_CHARS: usize = 20;

/// A token as error messages show it: in backticks, cut after 20 characters with `…` and
/// its length, so a cut token can never be mistaken for a valid value.
///
/// ```
/// use grundy::input::quote;
/// assert_eq!(quote("x1"), "`x1`");
/// assert_eq!(quote(&"9".repeat(21)), "`99999999999999999999…` (21 characters)");
/// assert_eq!(quote(&"é".repeat(30)), format!("`{}…` (30 characters)", "é".repeat(20)));
/// ```
pub fn quote(token: &str) -> String {
    let count = token.chars().count();
    if count <= QUOTE_CHARS {
        format!("`{token}`")
    } else {
        let head: String = token.chars().take(QUOTE_CHARS).collect();
        format!("`{head}…` ({count} characters)")
    }
}

fn install_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        match describe_read_panic(&message, LAST_LINE.load(Ordering::Relaxed)) {
            Some(what) => exit_bad_input(&what),
            None => {
                let at = info
                    .location()
                    .map(|l| format!(" at {}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                eprintln!("internal error: {message}{at}");
                std::process::exit(101);
            }
        }
    }));
}
