//! Where a live session's lines come from ([`LineSource`]): a pipe or file, read line by
//! line as the suite reads ([`Piped`]), or a terminal with line editing ([`Terminal`]).
//!
//! At a terminal the typist gets what a shell gives: the arrow keys, Ctrl-A and Ctrl-E,
//! Up for the lines typed before, from the `rustyline` crate (a well-kept readline in Rust,
//! which handles the terminal's modes and escape sequences). Ctrl-C clears the line being
//! typed, as a shell does; at an empty prompt it ends the session ([`Input::Interrupted`]);
//! Ctrl-D at an empty prompt is the end of the input. Piped input is read exactly as
//! before: the prompt written and flushed, then one line read.

use crate::i18n::Text;
use crate::msg;
use rustyline::history::DefaultHistory;
use rustyline::{
    Cmd, ConditionalEventHandler, Editor, Event, EventContext, EventHandler, KeyEvent, Movement,
    RepeatCount,
};
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Longest line read, in bytes; a longer one is refused without being kept.
pub const MAX_LINE_BYTES: usize = 1 << 16;

/// One line read, or why there is none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A line, its end dropped.
    Text(String),
    /// A line that cannot be read (not UTF-8, or too long): refused like a bad line.
    Refused(Text),
    /// Ctrl-C at an empty prompt: the session ends (as with `quit`).
    Interrupted,
    /// The end of the input.
    End,
}

/// A source of a live session's lines.
pub trait LineSource {
    /// Shows `prompt` (on `out`, flushed, or as the terminal shows it) and reads the next
    /// line.
    ///
    /// # Errors
    /// The input cannot be read, or the prompt cannot be written.
    fn read(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Input>;
}

/// Lines from a pipe or a file (anything but a terminal), one at a time.
pub struct Piped<R> {
    input: R,
    first: bool,
    interrupted: Option<&'static AtomicBool>,
}

impl<R: BufRead> Piped<R> {
    /// Lines of `input`.
    pub fn new(input: R) -> Piped<R> {
        Piped {
            input,
            first: true,
            interrupted: None,
        }
    }

    /// Lines of `input`, ended by an interrupt as a terminal's Ctrl-C ends them
    /// ([`Input::Interrupted`]) once `flag` is set: by
    /// [`crate::runtime::cli::interrupt_reads`], which also breaks off a read in progress.
    /// A line half read when the interrupt comes is dropped.
    pub fn interruptible(input: R, flag: &'static AtomicBool) -> Piped<R> {
        Piped {
            interrupted: Some(flag),
            ..Piped::new(input)
        }
    }
}

impl<R: BufRead> LineSource for Piped<R> {
    fn read(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Input> {
        let stop = || self.interrupted.is_some_and(|f| f.load(Ordering::SeqCst));
        if stop() {
            return Ok(Input::Interrupted);
        }
        out.write_all(prompt.as_bytes())?;
        out.flush()?;
        let first = std::mem::take(&mut self.first);
        match read_line(&mut self.input, first, &stop) {
            Err(e) if e.kind() == io::ErrorKind::Interrupted && stop() => Ok(Input::Interrupted),
            read => read,
        }
    }
}

/// Ctrl-C: at an empty prompt, an interrupt; otherwise the line is cleared.
struct CtrlC;

impl ConditionalEventHandler for CtrlC {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, ctx: &EventContext) -> Option<Cmd> {
        Some(if ctx.line().is_empty() {
            Cmd::Interrupt
        } else {
            Cmd::Kill(Movement::WholeLine)
        })
    }
}

/// Lines typed at a terminal, with line editing and the lines typed before.
pub struct Terminal {
    editor: Editor<(), DefaultHistory>,
}

impl Terminal {
    /// Line editing on the terminal of standard input.
    ///
    /// # Errors
    /// If the terminal cannot be set up.
    pub fn new() -> io::Result<Terminal> {
        let mut editor = Editor::new().map_err(io::Error::other)?;
        editor.bind_sequence(
            KeyEvent::ctrl('C'),
            EventHandler::Conditional(Box::new(CtrlC)),
        );
        Ok(Terminal { editor })
    }
}

impl LineSource for Terminal {
    fn read(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Input> {
        out.flush()?;
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    // The history is a convenience: a failure to keep a line loses nothing.
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Ok(if line.len() > MAX_LINE_BYTES {
                    Input::Refused(msg!("card-read-too-long", max = MAX_LINE_BYTES))
                } else {
                    Input::Text(line)
                })
            }
            Err(rustyline::error::ReadlineError::Interrupted) => Ok(Input::Interrupted),
            Err(rustyline::error::ReadlineError::Eof) => Ok(Input::End),
            Err(rustyline::error::ReadlineError::Io(e)) => Err(e),
            Err(e) => Err(io::Error::other(e)),
        }
    }
}

/// Reads one line (its end dropped), at most [`MAX_LINE_BYTES`] of it kept; [`Input::End`]
/// at the end of the input. The first line loses a leading byte-order mark. A read broken
/// off by a signal is tried again, unless `stop` says the signal was an interrupt (then the
/// error is returned, the line so far dropped).
fn read_line(input: &mut impl BufRead, first: bool, stop: &dyn Fn() -> bool) -> io::Result<Input> {
    let mut line = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted && !stop() => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        if line.len() + chunk.len() > MAX_LINE_BYTES {
            too_long = true;
            line.clear();
        } else if !too_long {
            line.extend_from_slice(chunk);
        }
        let used = done.unwrap_or(buf.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(Input::End);
    }
    if too_long {
        return Ok(Input::Refused(msg!(
            "card-read-too-long",
            max = MAX_LINE_BYTES
        )));
    }
    if first && line.starts_with(b"\xef\xbb\xbf") {
        line.drain(..3);
    }
    Ok(match String::from_utf8(line) {
        Ok(text) => Input::Text(text),
        Err(_) => Input::Refused(msg!("card-read-not-utf8")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_one_at_a_time_with_their_limits() {
        let mut input = io::Cursor::new(b"\xef\xbb\xbfplayers 4\r\nseed \xff\n\nlast".to_vec());
        let mut next = |first| match read_line(&mut input, first, &|| false).unwrap() {
            Input::End => None,
            Input::Text(t) => Some(Ok(t)),
            Input::Refused(why) => Some(Err(why)),
            Input::Interrupted => unreachable!("a pipe is not interrupted"),
        };
        assert_eq!(next(true), Some(Ok("players 4\r".into())));
        assert_eq!(next(false), Some(Err(msg!("card-read-not-utf8"))));
        assert_eq!(next(false), Some(Ok(String::new())));
        assert_eq!(next(false), Some(Ok("last".into())));
        assert_eq!(next(false), None);
        let mut long = vec![b'x'; MAX_LINE_BYTES + 1];
        long.extend(b"\n1 draw\n");
        let mut input = io::Cursor::new(long);
        assert!(matches!(
            read_line(&mut input, true, &|| false),
            Ok(Input::Refused(_))
        ));
        assert!(
            matches!(read_line(&mut input, false, &|| false), Ok(Input::Text(t)) if t == "1 draw")
        );
    }

    #[test]
    fn piped_lines_come_after_their_prompt() {
        let mut source = Piped::new(io::Cursor::new(b"players 4\n".to_vec()));
        let mut out = Vec::new();
        assert_eq!(
            source.read("> ", &mut out).unwrap(),
            Input::Text("players 4".into())
        );
        assert_eq!(source.read("r1 setup> ", &mut out).unwrap(), Input::End);
        assert_eq!(out, b"> r1 setup> ");
    }
}
