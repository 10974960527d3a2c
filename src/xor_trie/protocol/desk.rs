//! The desk of a live session: the session with its log ([`Desk`]), where a line, typed or
//! pressed on a page, is applied and logged one at a time; what stops a session early
//! ([`LiveError`]); `--resume` ([`resume`]); and the [`Table`] the dialogue works on, with
//! the lines the referee plays by itself at a desk without pages ([`super::auto`]).
//!
//! # The session log
//!
//! Every protocol line that was applied is written to the [`SessionLog`] as typed (its
//! comment included, surrounding spaces dropped), at once; `undo` cuts the line it takes
//! back off the file. Refused lines, the show-only commands, `undo` itself and blank or
//! comment-only lines are not logged. So the log is the game as played, and the batch
//! referee replays it to the transcript the session printed: the answers of the lines that
//! stayed, in order, then the match ranking (tested). `--resume FILE` replays a log
//! without printing its transcript and goes on appending to it.
//!

use super::LineError;
use super::auto::{Answers, AutoLine, Before, before, closing, next};
use super::live::Live;
use super::log::SessionLog;
use super::reply::{Finish, LogChange, Reply, echo};
use crate::i18n::Text;
use crate::msg;
use crate::runtime::cli::one_line;
use std::fmt;
use std::io;

/// Why a live session stopped early.
#[derive(Debug)]
pub enum LiveError {
    /// Standard input could not be read.
    Read(io::Error),
    /// Standard output or standard error could not be written.
    Write(io::Error),
    /// The session log could not be written.
    Log(String, io::Error),
    /// The log to resume holds a line the session refuses.
    Resume(String, LineError),
}

impl LiveError {
    /// Why the session stopped, in either language.
    pub fn text(&self) -> Text {
        match self {
            LiveError::Read(e) => msg!("card-live-cannot-read", why = e.to_string()),
            LiveError::Write(e) => msg!("card-live-cannot-write", why = e.to_string()),
            LiveError::Log(path, e) => match super::log::lost(e) {
                Some(lost) => lost_text(lost),
                None => msg!("card-live-cannot-log", path = path, why = e.to_string()),
            },
            LiveError::Resume(path, e) => msg!(
                "card-live-bad-log",
                path = path,
                line = e.line,
                why = &e.why
            ),
        }
    }
}

/// What the session says when its log is lost at its path ([`super::log::Lost`]): where
/// its lines are now, and how to resume them; or, written nowhere, that they follow.
fn lost_text(lost: &super::log::Lost) -> Text {
    let path = quote_path(&one_line(&lost.path.display().to_string()));
    let why = lost.why.to_string();
    match &lost.rescued {
        Ok(at) => msg!(
            "card-live-log-rescued",
            path = path,
            why = why,
            n = lost.lines,
            rescued = quote_path(&one_line(&at.display().to_string()))
        ),
        Err(e) => msg!(
            "card-live-log-nowhere",
            path = path,
            why = why,
            n = lost.lines,
            also = e.to_string()
        ),
    }
}

impl fmt::Display for LiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().en())
    }
}

impl std::error::Error for LiveError {}

/// The byte offset at which each line of `bytes` starts (a leading byte-order mark
/// skipped, as the text replayed skips it).
fn line_offsets(bytes: &[u8]) -> Vec<u64> {
    let start = if bytes.starts_with(b"\xef\xbb\xbf") {
        3
    } else {
        0
    };
    let mut offsets = vec![start as u64];
    for (i, &b) in bytes.iter().enumerate().skip(start) {
        if b == b'\n' {
            offsets.push(i as u64 + 1);
        }
    }
    offsets
}

/// Resumes the log at `log`'s path into `live`: replays its bytes, marking each applied
/// line in the log. Returns the number of lines applied.
///
/// # Errors
/// A bad log (not UTF-8, or a line refused) names the file and the line.
pub fn resume(live: &mut Live, log: &mut SessionLog, bytes: Vec<u8>) -> Result<usize, LiveError> {
    let path = log.path().display().to_string();
    let offsets = line_offsets(&bytes);
    let text = crate::input::text_from_bytes(bytes).map_err(|why| {
        let (line, why) = why
            .strip_prefix("line ")
            .and_then(|rest| rest.split_once(": "))
            .map(|(l, w)| (l.parse().unwrap_or(1), w.to_string()))
            .unwrap_or((1, why));
        LiveError::Resume(
            path.clone(),
            LineError {
                line,
                why: Text::from(why),
            },
        )
    })?;
    let mut count = 0;
    live.replay(&text, |i| {
        log.mark(offsets[i]);
        count += 1;
    })
    .map_err(|e| LiveError::Resume(path, e))?;
    Ok(count)
}

/// A live session with its log: where a line, typed or pressed on a page, is applied and
/// logged, one at a time.
#[derive(Debug)]
pub struct Desk {
    /// The session.
    pub live: Live,
    /// Its log, written as each line is applied.
    pub log: SessionLog,
}

impl Desk {
    /// Answers one line (or a line the reader refused, as `Err(why)`) and does what the
    /// answer asks of the log.
    ///
    /// # Errors
    /// The log could not be written.
    pub fn answer(&mut self, read: Result<&str, Text>) -> Result<Reply, LiveError> {
        let reply = match read {
            Ok(text) => self.live.line(text),
            Err(why) => Reply::refusal(why),
        };
        let failed = |log: &SessionLog, e| LiveError::Log(log.path().display().to_string(), e);
        match &reply.log {
            LogChange::Keep => {}
            LogChange::Append(line) => self.log.append(line).map_err(|e| failed(&self.log, e))?,
            LogChange::RemoveLast => self.log.remove_last(1).map_err(|e| failed(&self.log, e))?,
            LogChange::RemoveLastLines(n) => {
                self.log.remove_last(*n).map_err(|e| failed(&self.log, e))?
            }
        }
        // After every line, applied or not: the log is still in place, or written again.
        self.keep_log()?;
        Ok(reply)
    }

    /// Checks that the log is still in place, and writes it again if it is not
    /// ([`SessionLog::check`]): after every line, and at the session's end, whatever ends
    /// it.
    ///
    /// # Errors
    /// The log could not be written again (a [`super::log::Lost`] inside).
    pub fn keep_log(&mut self) -> Result<(), LiveError> {
        self.log
            .check()
            .map_err(|e| LiveError::Log(self.log.path().display().to_string(), e))
    }

    /// Ends the session ([`Live::finish`]), logging the `pass` it may add, and checks
    /// that the log is in place before the session names it.
    ///
    /// # Errors
    /// The log could not be written.
    pub fn finish(&mut self) -> Result<Finish, LiveError> {
        let end = self.live.finish();
        if let LogChange::Append(line) = &end.log {
            self.log
                .append(line)
                .map_err(|e| LiveError::Log(self.log.path().display().to_string(), e))?;
        }
        self.keep_log()?;
        Ok(end)
    }
}

/// What the dialogue of [`run_live`](super::run_live) works on: a [`Desk`] of its own, or one it shares
/// with other ways of acting on the same game (the pages of `xor_trie_referee --serve`).
pub trait Table {
    /// [`Desk::answer`] on the desk.
    ///
    /// # Errors
    /// The log could not be written.
    fn answer(&mut self, read: Result<&str, Text>) -> Result<Reply, LiveError>;

    /// [`Desk::finish`] on the desk, and whether the number of players is known.
    ///
    /// # Errors
    /// The log could not be written.
    fn finish(&mut self) -> Result<(Finish, bool), LiveError>;

    /// The session log's path.
    fn log_path(&self) -> String;

    /// The prompt for the next line ([`Live::prompt_text`]).
    fn prompt(&self) -> Text;

    /// Applies the line the referee plays by itself now ([`super::auto::next`]: a bot's, or a
    /// counter window's decision), if any, with its answer. A table whose bots are played
    /// elsewhere (the pages' server) has none.
    ///
    /// # Errors
    /// The log could not be written.
    fn auto(&mut self) -> Result<Option<(AutoLine, Reply)>, LiveError> {
        Ok(None)
    }
}

impl Table for Desk {
    fn answer(&mut self, read: Result<&str, Text>) -> Result<Reply, LiveError> {
        self.answer_at_table(read)
    }

    fn finish(&mut self) -> Result<(Finish, bool), LiveError> {
        let end = self.finish_at_table()?;
        Ok((end, self.live.session().players().is_some()))
    }

    fn auto(&mut self) -> Result<Option<(AutoLine, Reply)>, LiveError> {
        self.own_line()
    }

    fn log_path(&self) -> String {
        self.log.path().display().to_string()
    }

    fn prompt(&self) -> Text {
        self.live.prompt_text()
    }
}

/// A path as a shell word: as it is if it needs no quoting, else in single quotes.
pub fn quote_path(path: &str) -> String {
    let plain = path
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"/._-+,:@".contains(&b));
    if plain {
        path.to_string()
    } else {
        format!("'{}'", path.replace('\'', r"'\''"))
    }
}

/// A desk at the terminal alone (no pages): with bots at the table, the referee plays
/// their lines and the counter windows they are part of (the pages' server does it for a
/// served table, [`crate::xor_trie::web`]).
impl Desk {
    /// [`Desk::answer`], a line going through [`before`] first when bots are at the table.
    ///
    /// # Errors
    /// The log could not be written.
    pub fn answer_at_table(&mut self, read: Result<&str, Text>) -> Result<Reply, LiveError> {
        let session = self.live.session();
        if let Ok(line) = read {
            match before(session, &Answers::none(), line, session.has_bots()) {
                Before::Apply => {}
                Before::Refuse(why) => {
                    // A refused line too: the log is still in place, or written again.
                    self.keep_log()?;
                    return Ok(Reply::refusal(why));
                }
                Before::Instead(auto) => {
                    let prompt = self.live.prompt_text();
                    let reply = self.answer(Ok(&auto.line))?;
                    let said = echo(prompt, &auto, &reply);
                    let mut reply = Reply {
                        note: None,
                        ..reply
                    };
                    reply.set(said);
                    return Ok(reply);
                }
            }
        }
        self.answer(read)
    }

    /// [`Desk::finish`]; with bots at the table, the end of the session is the end of a
    /// script's input: a skill left waiting is decided by the bots' answers (the players
    /// letting it act), and the bots play on until a player's line is awaited.
    ///
    /// # Errors
    /// The log could not be written.
    pub fn finish_at_table(&mut self) -> Result<Finish, LiveError> {
        let mut said = Vec::new();
        while self.live.session().has_bots() {
            let session = self.live.session();
            let none = Answers::none();
            let due = next(session, &none, false).or_else(|| closing(session, &none));
            let Some(auto) = due else {
                break;
            };
            let prompt = self.live.prompt_text();
            let reply = self.answer(Ok(&auto.line))?;
            said.extend(echo(prompt, &auto, &reply));
            // The referee's own lines are legal; were one not, it would come back forever.
            if reply.error.is_some() {
                break;
            }
        }
        let mut end = self.finish()?;
        said.append(&mut end.said);
        end.set(said);
        Ok(end)
    }

    /// Applies the line the referee plays by itself now ([`next`]), if any, with its
    /// answer.
    ///
    /// # Errors
    /// The log could not be written.
    pub fn own_line(&mut self) -> Result<Option<(AutoLine, Reply)>, LiveError> {
        let Some(auto) = next(self.live.session(), &Answers::none(), false) else {
            return Ok(None);
        };
        let reply = self.answer(Ok(&auto.line))?;
        Ok(Some((auto, reply)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_of_lines_skip_a_byte_order_mark() {
        assert_eq!(line_offsets(b"ab\ncd\n"), [0, 3, 6]);
        assert_eq!(line_offsets(b"\xef\xbb\xbfab\ncd"), [3, 6]);
    }

    #[test]
    fn paths_are_quoted_for_the_shell_only_when_needed() {
        assert_eq!(
            quote_path("/tmp/xor-trie-2026-03-14-2130.txt"),
            "/tmp/xor-trie-2026-03-14-2130.txt"
        );
        assert_eq!(quote_path("my night.txt"), "'my night.txt'");
        assert_eq!(quote_path("it's.txt"), r"'it'\''s.txt'");
    }

    /// Seats 1 and 2 hold a C; seat 4's `<<` waits for counters.
    const TWO_COUNTERS: &str =
        include_str!("../../../tests/cases/xor_trie_referee/two-counters.txt");

    #[test]
    fn a_desk_with_bots_refuses_the_caster_and_closes_a_window_on_the_bots_answers() {
        let dir = std::env::temp_dir().join(format!("grundy-auto-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let log = crate::xor_trie::protocol::SessionLog::create(&dir.join("log.txt")).unwrap();
        let mut desk = Desk {
            live: Live::new(false),
            log,
        };
        // Seat 2 is a bot holding a C; its lines are typed, as a log replays them.
        let script = TWO_COUNTERS.replacen("seed 1\n", "bot 2 greedy\nseed 1\n", 1);
        for l in script.lines() {
            assert_eq!(desk.answer_at_table(Ok(l)).unwrap().error, None, "{l}");
        }
        let refused = desk.answer_at_table(Ok("4 end")).unwrap();
        assert!(
            refused
                .error
                .unwrap()
                .en()
                .starts_with("seat 4's << waits for counters: seat 1 answers first"),
        );
        let want = closing(desk.live.session(), &Answers::none()).unwrap();
        let reply = desk.answer_at_table(Ok("pass")).unwrap();
        assert_eq!(reply.error, None);
        let logged = std::fs::read_to_string(dir.join("log.txt")).unwrap();
        assert_eq!(logged.lines().last(), Some(want.line.as_str()));
        if want.line != "pass" {
            assert!(
                reply
                    .text
                    .starts_with("r1 t4 counters> 2 counter    (seat 2 chose to counter)\n")
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
