//! The dialogue of a live session at a terminal ([`run_live`]): a banner naming the
//! session log ([`banner`]), then for each line a prompt saying whose line is awaited,
//! the line read, and its answer, flushed at once.
//!
//! # Reading
//!
//! Input is read line by line with the rules of the suite's reader
//! ([`crate::input::stdin_text`], which batch mode uses): each line must be UTF-8 text (a
//! bad line is refused like any bad line), a byte-order mark before the first line is
//! skipped, words are separated by C's whitespace. A line longer than 64 KiB is refused
//! without being kept in memory.

use super::desk::{LiveError, Table, quote_path};
use super::live::Live;
use super::log::SessionLog;
use super::reply::{echo, render};
use super::status;
use super::terminal::{Input, LineSource};
use crate::i18n::Lang;
use crate::msg;
use crate::runtime::cli::one_line;
use std::io::Write;

/// Runs the dialogue of a live session (see the module docs): `banner` first, then for each
/// line of `input` its prompt ([`Table::prompt`]), the line read, its answer on `out` (a
/// refusal on `err`, as `error: <why>`), each flushed at once, every applied line written
/// to the log at once. At the end of the input, at `quit` or at an interrupt (Ctrl-C at an
/// empty prompt): the match ranking, or a note how to resume. Everything is written in
/// `lang` ([`Said`](super::Said)); the log is the same in every language.
///
/// # Errors
/// A failed read, write, or log write ends the session.
pub fn run_live(
    table: &mut impl Table,
    input: &mut impl LineSource,
    out: &mut impl Write,
    err: &mut impl Write,
    banner: &str,
    lang: Lang,
) -> Result<(), LiveError> {
    out.write_all(banner.as_bytes()).map_err(LiveError::Write)?;
    // The end of the input leaves the last prompt's line open; `quit` and an interrupt
    // end it.
    let mut line_open = true;
    loop {
        // The lines the referee plays by itself come before the next prompt.
        loop {
            let prompt = table.prompt();
            let Some((auto, reply)) = table.auto()? else {
                break;
            };
            out.write_all(render(&echo(prompt, &auto, &reply), lang).as_bytes())
                .and_then(|()| out.flush())
                .map_err(LiveError::Write)?;
            // The referee's own lines are legal; were one not, the typist takes over.
            if reply.error.is_some() {
                break;
            }
        }
        let prompt = table.prompt().render(lang);
        let reply = match input.read(&prompt, out).map_err(LiveError::Read)? {
            Input::End => break,
            Input::Interrupted => {
                line_open = false;
                break;
            }
            Input::Text(text) => table.answer(Ok(&text))?,
            Input::Refused(why) => table.answer(Err(why))?,
        };
        let note = reply
            .note
            .as_ref()
            .map(|n| format!("# {}\n", n.render(lang)));
        out.write_all(render(&reply.said, lang).as_bytes())
            .and_then(|()| out.write_all(note.unwrap_or_default().as_bytes()))
            .and_then(|()| out.flush())
            .map_err(LiveError::Write)?;
        if let Some(why) = &reply.error {
            writeln!(err, "error: {}", one_line(&why.render(lang)))
                .and_then(|()| err.flush())
                .map_err(LiveError::Write)?;
        }
        if reply.quit {
            line_open = false;
            break;
        }
    }
    let (end, started) = table.finish()?;
    let end_text = render(&end.said, lang);
    let mut text = if line_open {
        format!("\n{end_text}")
    } else {
        end_text
    };
    if !end.complete && started {
        let path = quote_path(&table.log_path());
        text.push_str(&msg!("card-live-resume-with", path = path).render(lang));
        text.push('\n');
    }
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(LiveError::Write)
}

/// The banner of a live session: what it is, how to get help and to stop, and where the
/// log goes; after `resumed` lines of a log were replayed, the [`status`](status::status)
/// the game resumes from.
pub fn banner(live: &Live, log: &SessionLog, resumed: Option<usize>, lang: Lang) -> String {
    let path = quote_path(&one_line(&log.path().display().to_string()));
    let mut text = msg!("card-live-banner").render(lang);
    text.push('\n');
    match resumed {
        Some(k) => {
            text.push_str(&msg!("card-live-log-resumed", path = path, n = k).render(lang));
            text.push('\n');
            if let Some(line) = log.dropped() {
                text.push_str(&super::log::unfinished_note(line));
                text.push('\n');
            }
            text.push_str(&status::status(live.session()).render(lang));
            text.push('\n');
        }
        None => {
            text.push_str(&msg!("card-live-log", path = path).render(lang));
            text.push('\n');
        }
    }
    text
}
