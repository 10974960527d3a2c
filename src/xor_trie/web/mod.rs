//! The table on screens: `xor_trie_referee --serve` serves a board page for the shared
//! screen and a page for each seat's phone, beside the typist's terminal.
//!
//! The pages are one more way to act on the same game, not a second game. A button pressed
//! on a seat page becomes the protocol line the typist would type for it (`3 play 30
//! self`), and it goes through the same [`Desk`] as the terminal's lines: one engine, one
//! session log, one line at a time under one lock, in the order the lines arrive
//! ([`Shared::act`]). After each line that changed the game, every page gets its new view
//! pushed (server-sent events), built for it alone ([`views`]). A page's action carries the
//! version of the view it was pressed on and applies only if the game is still there, so
//! a press sent twice applies once ([`Shared::page_action`]).
//!
//! # What a client may learn
//!
//! The board page is read-only and sees what lies face up on the table. A seat page is
//! opened through a link holding the seat's random token ([`tokens`]); it sees its own
//! cards too, and its actions carry the token in a header. No response holds another seat's
//! cards, a deck's order or the marker cards set aside ([`views`] is the only path from
//! the engine's state to a client).
//!
//! # Map
//!
//! | module | holds |
//! |---|---|
//! | [`server`] | the routes and the checks of each request, on [`crate::web`] (the transport and its limits) |
//! | [`sse`] | the streams of views pushed to the pages, and which key each one has |
//! | [`views`] | the board's view and each seat's view, as JSON |
//! | [`tokens`] | the seats' tokens, kept beside the session log |
//! | [`assets`] | the pages' HTML, style and scripts, built into the binary |
//! | [`qr`] | the QR codes of the seat links, for the terminal |

pub mod assets;
pub mod qr;
pub mod server;
pub mod sse;
pub mod tokens;
pub mod views;

use std::collections::VecDeque;
use std::io::Write;
use std::sync::{Mutex, MutexGuard};

use crate::web::Signal;
use crate::xor_trie::Seat;
use crate::xor_trie::protocol::{Desk, Finish, LiveError, LogChange, PROMPT, Reply, Table};
pub use server::{DEFAULT_ADDR, serve, start};
use tokens::Tokens;

/// The first words a seat page may send: every action a player takes, and `pass`, which
/// the caster of a skill waiting for counters may send to let it act.
pub const PAGE_ACTIONS: [&str; 11] = [
    "draw", "play", "test", "take", "redeem", "discard", "skill", "counter", "end", "give", "pass",
];

/// Longest action a page may send, in bytes.
pub const MAX_ACTION_BYTES: usize = 200;

/// Why a page's action was not applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// It is not an action a page may send (empty, too long, an unknown word, a sign
    /// no action holds).
    Malformed(String),
    /// It was pressed on a view older than the game (a press repeated, or made before
    /// the page caught up): nothing was done.
    Stale(String),
    /// The referee refuses it: the message the terminal gives for the same line.
    Refused(String),
}

/// The state behind the lock: the desk, and what the pages are shown of its history.
struct State {
    desk: Desk,
    /// Counts the changes to the game, from 1, the lines of a resumed log included (so
    /// without `undo` it is 1 + the lines in the log); a page's view is rebuilt when it
    /// moves.
    version: u64,
    /// The last event lines, made public ([`views::public_line`]).
    events: VecDeque<String>,
    /// The number of players whose seat links were given out.
    linked: Option<usize>,
}

/// What the terminal and every page share: the desk under one lock, the seats' tokens,
/// and where an action from a page is echoed for the typist.
pub struct Shared {
    state: Mutex<State>,
    /// Notified after each change of the game: wakes the pages' streams.
    changed: Signal,
    tokens: Tokens,
    /// The address pages are served at, as links start: `http://HOST:PORT`.
    base: Mutex<String>,
    echo: Mutex<Box<dyn Write + Send>>,
}

/// Who reads a view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// The board page.
    Board,
    /// A seat's page.
    Seat(Seat),
}

impl Shared {
    /// Shares `desk`, whose log holds `applied` lines already (those a `--resume`
    /// replayed), with the seats of `tokens`; actions from pages are echoed on `echo`.
    pub fn new(desk: Desk, applied: usize, tokens: Tokens, echo: Box<dyn Write + Send>) -> Shared {
        Shared {
            state: Mutex::new(State {
                desk,
                version: 1 + applied as u64,
                events: VecDeque::new(),
                linked: None,
            }),
            changed: Signal::new(),
            tokens,
            base: Mutex::new(String::new()),
            echo: Mutex::new(echo),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A thread that panicked holding the lock left a consistent desk: every change is
        // made on a copy first (`Live::apply`).
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The seats' tokens.
    pub fn tokens(&self) -> &Tokens {
        &self.tokens
    }

    /// What is notified after each change of the game (the streams follow it).
    pub fn signal(&self) -> &Signal {
        &self.changed
    }

    /// Sets the address links start with (`http://HOST:PORT`).
    pub fn set_base(&self, base: &str) {
        *self.base.lock().unwrap_or_else(|e| e.into_inner()) = base.to_string();
    }

    /// The board page's link.
    pub fn board_link(&self) -> String {
        format!("{}/", self.base.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// The link of `seat`'s page.
    pub fn seat_link(&self, seat: Seat) -> String {
        format!(
            "{}/seat/{}",
            self.base.lock().unwrap_or_else(|e| e.into_inner()),
            self.tokens.of(seat)
        )
    }

    /// The lines that give out the seats' links: for each of `players` seats, `seat S URL`
    /// and the link's QR code.
    pub fn seat_links(&self, players: usize) -> String {
        let mut out = String::new();
        for seat in Seat::all(players) {
            let link = self.seat_link(seat);
            out.push_str(&format!("seat {seat} {link}\n"));
            if let Some(code) = qr::terminal_qr(&link) {
                out.push_str(&code);
                out.push('\n');
            }
        }
        out
    }

    /// Applies one line (typed, or made from a page's action) through the desk, and if it
    /// changed the game, records its events and wakes every page's stream.
    ///
    /// # Errors
    /// The log could not be written.
    pub fn act(&self, read: Result<&str, String>) -> Result<Reply, LiveError> {
        self.apply(self.lock(), read)
    }

    /// [`Shared::act`] under the lock already taken.
    fn apply(
        &self,
        mut state: MutexGuard<'_, State>,
        read: Result<&str, String>,
    ) -> Result<Reply, LiveError> {
        let reply = state.desk.answer(read)?;
        Self::record(&mut state, &reply);
        drop(state);
        if reply.log != LogChange::Keep {
            self.changed.notify();
        }
        Ok(reply)
    }

    fn record(state: &mut State, reply: &Reply) {
        if reply.log == LogChange::Keep {
            return;
        }
        state.version += 1;
        // An undo's answer is the lines taken back, then where the round stands.
        let undo = matches!(
            reply.log,
            LogChange::RemoveLast | LogChange::RemoveLastLines(_)
        );
        let lines: Vec<String> = reply
            .text
            .lines()
            .filter(|l| !undo || l.starts_with("undone: "))
            .map(views::public_line)
            .collect();
        for line in lines {
            if state.events.len() == views::RECENT_EVENTS {
                state.events.pop_front();
            }
            state.events.push_back(line);
        }
    }

    /// An action sent by `seat`'s page, as the words after the seat (`play 30 self`), or
    /// `pass`, pressed on the view of version `version`: checked, made into its protocol
    /// line, applied if the game is still at `version` (checked and applied under one
    /// lock, so of two presses made on the same view only the first applies) and echoed
    /// for the typist. `Ok(Err(_))`: not applied, nothing changed.
    ///
    /// # Errors
    /// The log could not be written.
    pub fn page_action(
        &self,
        seat: Seat,
        action: &str,
        version: Option<u64>,
    ) -> Result<Result<(), Refusal>, LiveError> {
        let words: Vec<&str> = action.split_whitespace().collect();
        let Some(&first) = words.first() else {
            return Ok(Err(Refusal::Malformed("the action is empty".into())));
        };
        if action.len() > MAX_ACTION_BYTES {
            return Ok(Err(Refusal::Malformed(format!(
                "the action is longer than {MAX_ACTION_BYTES} bytes"
            ))));
        }
        if !PAGE_ACTIONS.contains(&first) {
            return Ok(Err(Refusal::Malformed(format!(
                "`{}` is not an action: one of {}",
                crate::tools::cli::one_line(first),
                PAGE_ACTIONS.join(", ")
            ))));
        }
        let allowed = |c: char| c.is_ascii_alphanumeric() || "<>~".contains(c);
        if !words.iter().all(|w| w.chars().all(allowed)) {
            return Ok(Err(Refusal::Malformed(
                "an action holds only letters, digits and the skill signs << >> ~".into(),
            )));
        }
        let Some(version) = version else {
            return Ok(Err(Refusal::Malformed(
                "an action carries the version of the view it was pressed on (`version`, a whole number)".into(),
            )));
        };
        let rest = words.join(" ");
        let state = self.lock();
        if version != state.version {
            return Ok(Err(Refusal::Stale(format!(
                "not done: the game changed after this page showed it (a press sent twice, or made before the page caught up; the page showed version {version}, the game is at {}); look again, then press",
                state.version
            ))));
        }
        let line = if first == "pass" {
            let caster = state
                .desk
                .live
                .session()
                .game()
                .and_then(|g| g.counter_window())
                .map(|w| w.seat);
            if caster != Some(seat) || words.len() > 1 {
                return Ok(Err(Refusal::Refused(
                    "only the seat whose skill waits for counters may let it act (`pass`)".into(),
                )));
            }
            rest
        } else {
            format!("{seat} {rest}")
        };
        let reply = self.apply(state, Ok(&line))?;
        if let Some(why) = reply.error {
            return Ok(Err(Refusal::Refused(why)));
        }
        let note = reply.note.map(|n| format!("# {n}\n")).unwrap_or_default();
        let mut echo = self.echo.lock().unwrap_or_else(|e| e.into_inner());
        // The typist's prompt is open: the page's line goes below it, then a new prompt.
        let _ = write!(
            echo,
            "\n{line}    (from seat {seat}'s page)\n{}{note}{PROMPT}",
            reply.text
        );
        let _ = echo.flush();
        Ok(Ok(()))
    }

    /// The version of the game and the view of `reader` now.
    pub fn view(&self, reader: Reader) -> (u64, String) {
        let state = self.lock();
        (state.version, Self::view_of(&state, reader))
    }

    fn view_of(state: &State, reader: Reader) -> String {
        let session = state.desk.live.session();
        let events: Vec<String> = state.events.iter().cloned().collect();
        match reader {
            Reader::Board => views::board(session, state.version, &events),
            Reader::Seat(s) => views::seat(session, state.version, s),
        }
        .to_string()
    }
}

/// The typist at the terminal: its side of a shared desk: the dialogue of
/// [`run_live`](crate::xor_trie::protocol::run_live) acts through [`Shared::act`], and once
/// the number of players is known it gives out the seat links with its answer.
pub struct Typist<'a>(pub &'a Shared);

impl Table for Typist<'_> {
    fn answer(&mut self, read: Result<&str, String>) -> Result<Reply, LiveError> {
        let mut reply = self.0.act(read)?;
        let mut state = self.0.lock();
        let players = state.desk.live.session().players();
        if players.is_some() && state.linked != players {
            state.linked = players;
            drop(state);
            reply
                .text
                .push_str(&self.0.seat_links(players.unwrap_or(0)));
        }
        Ok(reply)
    }

    fn finish(&mut self) -> Result<(Finish, bool), LiveError> {
        let mut state = self.0.lock();
        let end = state.desk.finish()?;
        let started = state.desk.live.session().players().is_some();
        if end.log != LogChange::Keep {
            state.version += 1;
            drop(state);
            self.0.changed.notify();
        }
        Ok((end, started))
    }

    fn log_path(&self) -> String {
        self.0.lock().desk.log.path().display().to_string()
    }

    fn prompt(&self) -> String {
        self.0.lock().desk.live.prompt()
    }
}

/// The links given out when the session starts: the board's, and the seats' if the
/// number of players is known already (a resumed session).
pub fn opening_links(shared: &Shared) -> String {
    let mut state = shared.lock();
    let players = state.desk.live.session().players();
    state.linked = players;
    drop(state);
    format!(
        "board {}\n{}",
        shared.board_link(),
        shared.seat_links(players.unwrap_or(0))
    )
}
