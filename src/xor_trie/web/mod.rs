//! The table on screens: `xor_trie_referee --serve` serves a board page for the shared
//! screen and a page for each seat's phone, beside the typist's terminal.
//!
//! The pages are one more way to act on the same game, not a second game. A button pressed
//! on a seat page becomes the protocol line the typist would type for it (`3 play 30
//! self`), and it goes through the same [`Desk`] as the terminal's lines: one engine, one
//! session log, one line at a time under one lock, in the order the lines arrive
//! ([`Shared::act`]). After each line that changed the game, every page gets its new view
//! pushed (server-sent events), built for it alone ([`views`]).
//!
//! # Exactly-once presses, bots and the counter window
//!
//! The game has one version ([`Shared::view`]): 1 at the start, one more for each line
//! applied, whoever's it is (a press, a typed line, a bot's line, the referee's own
//! decision of a counter window, the session's end), so without `undo` it is 1 + the
//! lines in the log. Every view carries it, and a page's press carries the version of
//! the view it was pressed on: it applies only if the game is still at that version,
//! checked and applied under one lock ([`Shared::page_action`]). A press sent twice, or
//! made on a view a bot's line or the referee's decision has since left, changes nothing
//! and is refused (409): the page shows the game as it is, and the player looks again.
//!
//! An answer to a skill waiting for counters is not a line: it is recorded, shown on
//! every page, and moves no version, so seats answering at the same moment are all
//! heard (who counters does not depend on the order of the answers, [`auto`]). It too
//! applies only on the version it was pressed on (a window the referee has closed since
//! takes no answer), and the answer a seat has already given is refused as a repeat.
//! The bots' thread ([`Shared::run_bots`]) looks again whenever the game or the answers
//! change while it waits.
//!
//! There is no other counter: after each change (a line, an answer) one call wakes both
//! the pages' streams (the transport's [`Signal`]: each stream builds its view again and
//! sends it if its text changed) and the bots' thread (a `Condvar` on the state's lock,
//! which it compares by version and answers).
//!
//! # What a client may learn
//!
//! The board page is read-only and sees what lies face up on the table. A seat page is
//! opened through a link holding the seat's random token ([`tokens`]); it sees its own
//! cards too, and its actions carry the token in a header. No response holds another seat's
//! cards, a deck's order or the marker cards set aside ([`views`] is the only path from
//! the engine's state to a client).
//!
//! Every sentence a page shows is the game's, said once for the terminal and the pages alike
//! ([`crate::xor_trie::words`]); this folder only lays the words out.
//!
//! # Map
//!
//! | module | holds |
//! |---|---|
//! | [`server`] | the routes and the checks of each request, on [`crate::web`] (the transport and its limits) |
//! | [`sse`] | the streams of views pushed to the pages, and which key each one has |
//! | [`views`] | the board's view and each seat's view, as JSON, laying out the game's words ([`crate::xor_trie::words`], [`crate::xor_trie::protocol::table_words`]) |
//! | [`preview`] | what a phone adds to its seat's view: the trie, the legal choices, the previews of its actions |
//! | [`tokens`] | the seats' tokens, kept beside the session log |
//! | [`assets`] | the pages' HTML, style and scripts, built into the binary |
//! | [`contrast`] | the pages' palette and its contrast (WCAG), checked |
//! | [`qr`] | the QR codes of the seat links, for the terminal |

pub mod assets;
pub mod contrast;
pub mod preview;
pub mod qr;
pub mod server;
pub mod sse;
pub mod tokens;
pub mod views;

use std::collections::VecDeque;
use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::web::Signal;
use crate::xor_trie::Seat;
use crate::xor_trie::protocol::auto::{self, Answers, AutoLine, Before};
use crate::xor_trie::protocol::reply::{self, Said, render};
use crate::xor_trie::protocol::table_words;
use crate::xor_trie::protocol::{
    Desk, Finish, Live, LiveError, LogChange, Reply, Table, tokens as words_of,
};
use crate::xor_trie::words;
pub use server::{DEFAULT_ADDR, serve, start};
pub use sse::LAST_VIEW_WAIT;
use tokens::Tokens;

/// The first words a seat page may send: every action a player takes, and `pass`, a
/// seat's answer that it lets a skill waiting for counters act (`counter` is the other
/// answer).
pub const PAGE_ACTIONS: [&str; 11] = [
    "draw", "play", "test", "take", "redeem", "discard", "skill", "counter", "end", "give", "pass",
];

/// Longest action a page may send, in bytes.
pub const MAX_ACTION_BYTES: usize = 200;

/// How long a bot waits before it acts on a served table, by default, so that the table
/// sees each of its actions on the board (`--bot-pause MS` sets it).
pub const BOT_PAUSE: Duration = Duration::from_millis(800);

/// Why a page's action was not applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// It is not an action a page may send (empty, too long, an unknown word, a sign
    /// no action holds).
    Malformed(Text),
    /// It was pressed on a view older than the game (a press repeated, or made before
    /// the page caught up), or it is an answer the seat has already given: nothing was
    /// done.
    Stale(Text),
    /// The referee refuses it: the message the terminal gives for the same line.
    Refused(Text),
}

/// The state behind the lock: the desk, and what the pages are shown of its history.
struct State {
    desk: Desk,
    /// Counts the lines applied, from 1, the lines of a resumed log included (so without
    /// `undo` it is 1 + the lines in the log): the version a press must carry.
    version: u64,
    /// The answers the pages gave to the skill waiting for counters (they move no
    /// version: see the module's docs).
    answers: Answers,
    /// The last events, as transcript lines (each page reads them in words, in its own
    /// language: [`table_words::event`], a line taken back included).
    events: VecDeque<String>,
    /// The number of players whose seat links were given out.
    linked: Option<usize>,
}

/// What the terminal and every page share: the desk under one lock, the seats' tokens,
/// and where an action from a page is echoed for the typist.
pub struct Shared {
    state: Mutex<State>,
    /// Notified after each change the pages show (a line, an answer): wakes the pages'
    /// streams.
    changed: Signal,
    /// Notified with `changed`: wakes the bots' thread, which waits on the state's lock.
    moved: Condvar,
    tokens: Tokens,
    /// The address pages are served at, as links start: `http://HOST:PORT`.
    base: Mutex<String>,
    echo: Mutex<Box<dyn Write + Send>>,
    /// The language of the terminal the actions are echoed on.
    lang: Lang,
    /// The session is over: no line is applied any more (the bots stop, presses are
    /// refused), and the views say so (the last view, [`sse`]).
    closed: AtomicBool,
    /// The pages' streams open now.
    followers: Arc<sse::Followers>,
}

/// Who reads a view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// The board page.
    Board,
    /// A seat's page.
    Seat(Seat),
}

/// A line applied, with what the referee applied by itself right after it.
pub struct Applied {
    /// The line's answer.
    pub reply: Reply,
    /// The lines the referee applied by itself after it (a decided counter window), each
    /// with the prompt it came at and its answer.
    pub autos: Vec<(Text, AutoLine, Reply)>,
}

/// The answer of a line as the whole table may read it: each event line in words
/// ([`table_words::event`]), other lines (the standings, the match ranking, what a command
/// shows) as they are, then the `# ` note.
fn public_text(reply: &Reply) -> Vec<Said> {
    let mut out: Vec<Said> = reply
        .said
        .iter()
        .map(|s| match s {
            Said::Line(l) => Said::Public(l.clone()),
            other => other.clone(),
        })
        .collect();
    if let Some(n) = &reply.note {
        out.push(Said::Text(Text::Lines(
            vec![Text::from("# "), n.clone()],
            "",
        )));
    }
    out
}

/// A line applied by itself (or pressed on a page), as the typist's terminal shows it:
/// the line without its secrets, why, and its answer in words.
fn public_echo(prompt: Text, line: &str, why: Text, reply: &Reply) -> Vec<Said> {
    let public = Reply {
        said: public_text(reply),
        note: None,
        ..Reply::default()
    };
    reply::echo_line(prompt, words::typed(line), why, &public)
}

/// The lines the referee applied by itself after a line, as the terminal shows them.
fn autos_echo(autos: &[(Text, AutoLine, Reply)]) -> Vec<Said> {
    autos
        .iter()
        .flat_map(|(prompt, auto, reply)| {
            public_echo(prompt.clone(), &auto.line, auto.source.label(), reply)
        })
        .collect()
}

impl Shared {
    /// Shares `desk`, whose log holds `applied` lines already (those a `--resume`
    /// replayed), with the seats of `tokens`; actions from pages are echoed on `echo`, in
    /// `lang` (the typist's). The recent events of a resumed log are told again.
    pub fn new(
        desk: Desk,
        applied: usize,
        tokens: Tokens,
        echo: Box<dyn Write + Send>,
        lang: Lang,
    ) -> Shared {
        let events = if applied > 0 {
            recall(&desk)
        } else {
            VecDeque::new()
        };
        Shared {
            state: Mutex::new(State {
                desk,
                version: 1 + applied as u64,
                answers: Answers::none(),
                events,
                linked: None,
            }),
            changed: Signal::new(),
            moved: Condvar::new(),
            tokens,
            base: Mutex::new(String::new()),
            echo: Mutex::new(echo),
            lang,
            closed: AtomicBool::new(false),
            followers: Arc::default(),
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

    /// What is notified after each change the pages show (the streams follow it).
    pub fn signal(&self) -> &Signal {
        &self.changed
    }

    /// The pages' streams open now.
    pub fn followers(&self) -> &Arc<sse::Followers> {
        &self.followers
    }

    /// [`Desk::keep_log`] on the shared desk: the log is in place, or written again.
    ///
    /// # Errors
    /// The log could not be written again.
    pub fn keep_log(&self) -> Result<(), LiveError> {
        self.lock().desk.keep_log()
    }

    /// Ends the session for the pages: every stream is sent its last view, and this waits
    /// until every stream has closed (each page closes its own on the last view), for at
    /// most `within` ([`sse`]). True if none is left open.
    pub fn end_for_pages(&self, within: Duration) -> bool {
        self.close();
        self.followers.wait_closed(within)
    }

    /// Wakes the pages' streams and the bots' thread: called after each change, the lock
    /// released.
    fn notify(&self) {
        self.changed.notify();
        self.moved.notify_all();
    }

    /// True once the session is over ([`Typist`]'s end, or the bots stopped).
    fn closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
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
            out.push_str(&msg!("card-link-seat", seat = seat, link = &link).render(self.lang));
            out.push('\n');
            if let Some(code) = qr::terminal_qr(&link) {
                out.push_str(&code);
                out.push('\n');
            }
        }
        out
    }

    /// Applies one line (typed, or made from a page's action) through the desk, and if it
    /// changed the game, records its events and wakes every page's stream. While a skill
    /// waits for counters, the line goes through [`auto::before`] first (the caster waits
    /// for the answers; a `pass` closes the window on the answers given), and a window
    /// the answers decide is closed at once (the bots' lines come from [`Shared::run_bots`]).
    ///
    /// # Errors
    /// The log could not be written.
    pub fn act(&self, read: Result<&str, Text>) -> Result<Applied, LiveError> {
        self.act_locked(self.lock(), read)
    }

    /// [`Shared::act`] under the lock already taken.
    fn act_locked(
        &self,
        mut state: MutexGuard<'_, State>,
        read: Result<&str, Text>,
    ) -> Result<Applied, LiveError> {
        let read = match read {
            Ok(line) => match auto::before(state.desk.live.session(), &state.answers, line, true) {
                Before::Apply => Ok(line.to_string()),
                Before::Refuse(why) => Err(why),
                Before::Instead(auto) => {
                    let prompt = state.desk.live.prompt_text();
                    let reply = Self::apply(&mut state, &auto.line)?;
                    let autos = self.settle(&mut state)?;
                    drop(state);
                    self.notify();
                    return Ok(Applied {
                        reply: Reply {
                            text: String::new(),
                            said: Vec::new(),
                            note: None,
                            ..reply.clone()
                        },
                        autos: std::iter::once((prompt, auto, reply))
                            .chain(autos)
                            .collect(),
                    });
                }
            },
            Err(why) => Err(why),
        };
        let reply = match read {
            Ok(line) => Self::apply(&mut state, &line)?,
            Err(why) => state.desk.answer(Err(why))?,
        };
        let autos = self.settle(&mut state)?;
        drop(state);
        if reply.log != LogChange::Keep || !autos.is_empty() {
            self.notify();
        }
        Ok(Applied { reply, autos })
    }

    /// Applies `line` on the desk and records what it changed.
    fn apply(state: &mut State, line: &str) -> Result<Reply, LiveError> {
        let reply = state.desk.answer(Ok(line))?;
        let give = words_of(line).get(1) == Some(&"give");
        Self::record(state, &reply, give);
        Ok(reply)
    }

    /// Applies the decisions of counter windows that need no bot, one after the other.
    fn settle(&self, state: &mut State) -> Result<Vec<(Text, AutoLine, Reply)>, LiveError> {
        let mut autos = Vec::new();
        while let Some(auto) = auto::next(state.desk.live.session(), &state.answers, true) {
            if auto.source.by_bot(state.desk.live.session()) {
                break;
            }
            let prompt = state.desk.live.prompt_text();
            let reply = Self::apply(state, &auto.line)?;
            // A decision is always legal; were it not, it would be asked again forever.
            if reply.error.is_some() {
                break;
            }
            autos.push((prompt, auto, reply));
        }
        Ok(autos)
    }

    /// Records what `reply` changed: a new version, its events in words, the answers
    /// forgotten (but after a `give`, which leaves a counter window open).
    fn record(state: &mut State, reply: &Reply, give: bool) {
        if reply.log == LogChange::Keep {
            return;
        }
        state.version += 1;
        if !give {
            state.answers.clear();
        }
        // An undo's answer is the lines taken back, then where the round stands.
        let undo = matches!(
            reply.log,
            LogChange::RemoveLast | LogChange::RemoveLastLines(_)
        );
        for line in reply.text.lines() {
            if undo && !line.starts_with(table_words::UNDONE) {
                continue;
            }
            remember(&mut state.events, line);
        }
    }

    /// An action sent by `seat`'s page, as the words after the seat (`play 30 self`), or
    /// its answer to a skill waiting for counters (`counter`, `pass`), pressed on the view
    /// of version `version`: checked, made into its protocol line, applied
    /// ([`Shared::act`]) if the game is still at `version` (checked and applied under one
    /// lock, so of two presses made on the same view only the first applies) and echoed
    /// for the typist. An answer is recorded, and the window closed once the answers
    /// decide it. `Ok(Err(_))`: not applied, nothing changed.
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
            return Ok(Err(Refusal::Malformed(msg!("card-page-empty"))));
        };
        if action.len() > MAX_ACTION_BYTES {
            return Ok(Err(Refusal::Malformed(msg!(
                "card-page-too-long",
                max = MAX_ACTION_BYTES
            ))));
        }
        if !PAGE_ACTIONS.contains(&first) {
            return Ok(Err(Refusal::Malformed(msg!(
                "card-page-not-an-action",
                word = crate::runtime::cli::one_line(first),
                actions = PAGE_ACTIONS.join(", ")
            ))));
        }
        let allowed = |c: char| c.is_ascii_alphanumeric() || "<>~".contains(c);
        if !words.iter().all(|w| w.chars().all(allowed)) {
            return Ok(Err(Refusal::Malformed(msg!("card-page-signs"))));
        }
        let answer = first == "pass" || first == "counter";
        if answer && words.len() > 1 {
            return Ok(Err(Refusal::Malformed(msg!(
                "card-page-takes-none",
                command = first
            ))));
        }
        let Some(version) = version else {
            return Ok(Err(Refusal::Malformed(words::no_version())));
        };
        let state = self.lock();
        if self.closed() {
            return Ok(Err(Refusal::Refused(words::session_over())));
        }
        if let Some(kind) = state.desk.live.session().bot(seat) {
            return Ok(Err(Refusal::Refused(words::bot_seat(seat, kind.name()))));
        }
        if version != state.version {
            return Ok(Err(Refusal::Stale(words::stale(version, state.version))));
        }
        if answer {
            return self.answer(state, seat, first == "counter");
        }
        let line = format!("{seat} {}", words.join(" "));
        let applied = self.act_locked(state, Ok(&line))?;
        if let Some(why) = applied.reply.error {
            return Ok(Err(Refusal::Refused(words::refusal(why))));
        }
        let mut said = public_echo(
            Text::default(),
            &line,
            words::from_page(seat),
            &applied.reply,
        );
        said.extend(autos_echo(&applied.autos));
        self.echo(said);
        Ok(Ok(()))
    }

    /// `seat`'s answer to the skill waiting for counters (true: it counters), from its
    /// page, under the lock `state` (its version checked): recorded, shown to every page,
    /// and the window closed if the answers now decide it. The answer the seat has
    /// already given is refused as a repeat.
    fn answer(
        &self,
        mut state: MutexGuard<'_, State>,
        seat: Seat,
        counter: bool,
    ) -> Result<Result<(), Refusal>, LiveError> {
        let session = state.desk.live.session();
        let Some(g) = session.game() else {
            return Ok(Err(Refusal::Refused(words::no_round())));
        };
        match g.counter_window() {
            Some(w) if w.seat == seat => {
                return Ok(Err(Refusal::Refused(words::caster_waits(seat))));
            }
            None if !counter && g.ended().is_none() => {
                return Ok(Err(Refusal::Refused(words::no_window())));
            }
            _ => {}
        }
        if let Err(why) = g.validate(seat, &crate::xor_trie::Action::Counter) {
            return Ok(Err(Refusal::Refused(why.text())));
        }
        if state.answers.of(g, seat) == Some(counter) {
            return Ok(Err(Refusal::Stale(words::answered_again(seat, counter))));
        }
        let g = g.clone();
        state.answers.record(&g, seat, counter);
        let mut said = vec![Said::Text(words::answered(seat, counter))];
        let autos = self.settle(&mut state)?;
        said.extend(autos_echo(&autos));
        let prompt = state.desk.live.prompt_text().render(self.lang);
        drop(state);
        self.notify();
        self.echo_raw(&format!("\n{}{prompt}", render(&said, self.lang)));
        Ok(Ok(()))
    }

    /// Writes `said` for the typist, in the typist's language: below the open prompt,
    /// then a new prompt.
    fn echo(&self, said: Vec<Said>) {
        let prompt = self.lock().desk.live.prompt_text().render(self.lang);
        self.echo_raw(&format!("\n{}{prompt}", render(&said, self.lang)));
    }

    fn echo_raw(&self, text: &str) {
        let mut echo = self.echo.lock().unwrap_or_else(|e| e.into_inner());
        let _ = echo.write_all(text.as_bytes());
        let _ = echo.flush();
    }

    /// Plays the seats the referee plays, on a thread of their own, until the session is
    /// over or the handle is dropped: each bot's line (and each counter window a bot's
    /// answer decides) is applied `pause` after the game came to it, so that the table
    /// sees it happen; a change in between (a line, an answer) makes it look again. Its
    /// lines move the version like any other, so a press made on a view from before one
    /// is refused ([`Shared::page_action`]).
    pub fn run_bots(self: &Arc<Self>, pause: Duration) -> Bots {
        let shared = self.clone();
        Bots {
            shared: self.clone(),
            thread: Some(std::thread::spawn(move || shared.bots(pause))),
        }
    }

    fn bots(&self, pause: Duration) {
        let mut state = self.lock();
        loop {
            if self.closed() {
                return;
            }
            let seen = (state.version, state.answers.clone());
            let due = auto::next(state.desk.live.session(), &state.answers, true);
            let Some(due) = due else {
                // Nothing to play: wait for a change.
                state = self.wait_change(state, &seen, Duration::from_secs(1));
                continue;
            };
            let wait = if due.source.by_bot(state.desk.live.session()) {
                pause
            } else {
                Duration::ZERO
            };
            state = self.wait_change(state, &seen, wait);
            if (state.version, &state.answers) != (seen.0, &seen.1) || self.closed() {
                continue;
            }
            let prompt = state.desk.live.prompt_text();
            let Ok(reply) = Self::apply(&mut state, &due.line) else {
                return;
            };
            if reply.error.is_some() {
                // A bot's line is always legal; were it not, it waits for the game to move.
                state = self.wait_change(state, &seen, Duration::from_secs(1));
                continue;
            }
            let Ok(autos) = self.settle(&mut state) else {
                return;
            };
            drop(state);
            self.notify();
            let mut said = public_echo(prompt, &due.line, due.source.label(), &reply);
            said.extend(autos_echo(&autos));
            self.echo(said);
            state = self.lock();
        }
    }

    /// Waits at most `wait` for the version or the answers to move from `seen` (or the
    /// session to end).
    fn wait_change<'a>(
        &'a self,
        state: MutexGuard<'a, State>,
        seen: &(u64, Answers),
        wait: Duration,
    ) -> MutexGuard<'a, State> {
        self.moved
            .wait_timeout_while(state, wait, |s| {
                (s.version, &s.answers) == (seen.0, &seen.1) && !self.closed()
            })
            .unwrap_or_else(|e| e.into_inner())
            .0
    }

    /// The version of the game and the view of `reader` now, its words in `lang`.
    pub fn view(&self, reader: Reader, lang: Lang) -> (u64, String) {
        let state = self.lock();
        (state.version, self.view_of(&state, reader, lang))
    }

    fn view_of(&self, state: &State, reader: Reader, lang: Lang) -> String {
        let session = state.desk.live.session();
        let events: Vec<String> = state.events.iter().cloned().collect();
        let answers = &state.answers;
        let version = state.version;
        let view = match reader {
            Reader::Board => views::board(session, answers, version, &events, lang),
            Reader::Seat(s) => views::seat(session, answers, version, s, &events, lang),
        };
        match self.closed() {
            true => views::last(view, session, lang),
            false => view,
        }
        .to_string()
    }

    /// Ends the session for the pages and the bots: no line is applied any more.
    fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        self.notify();
    }
}

/// The bots' thread ([`Shared::run_bots`]): dropped, it ends the session for the bots and
/// waits for the thread to stop.
pub struct Bots {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl Drop for Bots {
    fn drop(&mut self) {
        self.shared.close();
        if let Some(t) = self.thread.take() {
            // A bot thread that panicked has nothing more to say.
            let _ = t.join();
        }
    }
}

/// Keeps `line` among the recent `events`, if it is an event.
fn remember(events: &mut VecDeque<String>, line: &str) {
    if table_words::event(line).is_none() {
        return;
    }
    if events.len() == views::RECENT_EVENTS {
        events.pop_front();
    }
    events.push_back(line.to_string());
}

/// The recent events of the log `desk` resumed, told again: its lines replayed on a
/// session of their own (a log that cannot be read again tells none).
fn recall(desk: &Desk) -> VecDeque<String> {
    let mut events = VecDeque::new();
    let text = std::fs::read(desk.log.path())
        .map_err(|e| e.to_string())
        .and_then(crate::input::text_from_bytes);
    let Ok(text) = text else {
        return events;
    };
    let mut live = Live::new(false);
    for raw in text.lines() {
        if let Ok(answer) = live.apply(raw) {
            for line in answer.lines() {
                remember(&mut events, line);
            }
        }
    }
    events
}

/// The typist at the terminal: its side of a shared desk: the dialogue of
/// [`run_live`](crate::xor_trie::protocol::run_live) acts through [`Shared::act`], and once
/// the number of players is known it gives out the seat links with its answer.
///
/// While it serves the pages, the terminal shows the public game, what the board shows:
/// events in words, lines echoed without the cards of a hand ([`words`]). A seat's cards
/// are shown only when asked for (`hand S`).
pub struct Typist<'a>(pub &'a Shared);

impl Table for Typist<'_> {
    fn answer(&mut self, read: Result<&str, Text>) -> Result<Reply, LiveError> {
        let command = match &read {
            Ok(line) => words_of(line).first().map(|w| w.to_string()),
            Err(_) => None,
        };
        let applied = self.0.act(read)?;
        let mut reply = applied.reply;
        let mut said = match command.as_deref() {
            Some("hand" | "status" | "board" | "help") | None => reply.said.clone(),
            Some("history") => {
                let round = self.0.lock().desk.live.session().round();
                let lines: Vec<&str> = reply
                    .text
                    .lines()
                    .filter_map(|l| l.strip_prefix("  "))
                    .collect();
                let shown = match lines.as_slice() {
                    [] => msg!("card-history-none", round = round),
                    _ => {
                        let mut out = vec![msg!("card-history", round = round)];
                        out.extend(
                            lines
                                .iter()
                                .map(|l| Text::Lines(vec![Text::from("  "), words::typed(l)], "")),
                        );
                        Text::Lines(out, "\n")
                    }
                };
                vec![Said::Text(shown)]
            }
            Some(_) => public_text(&Reply {
                note: None,
                ..reply.clone()
            }),
        };
        for (prompt, auto, answer) in &applied.autos {
            let last = Reply {
                note: None,
                ..answer.clone()
            };
            said.extend(public_echo(
                prompt.clone(),
                &auto.line,
                auto.source.label(),
                &last,
            ));
            reply.note.clone_from(&answer.note);
        }
        reply.set(said);
        let mut state = self.0.lock();
        let players = state.desk.live.session().players();
        if players.is_some() && state.linked != players {
            state.linked = players;
            drop(state);
            let mut links = self.0.seat_links(players.unwrap_or(0));
            links.pop();
            let mut said = reply.said.clone();
            said.push(Said::Text(Text::from(links)));
            reply.set(said);
        }
        Ok(reply)
    }

    fn finish(&mut self) -> Result<(Finish, bool), LiveError> {
        let mut state = self.0.lock();
        // A skill left waiting acts, unless a seat chose to counter it.
        let mut said = Vec::new();
        if let Some(auto) = auto::closing(state.desk.live.session(), &state.answers)
            && auto.line != "pass"
        {
            let prompt = state.desk.live.prompt_text();
            let reply = Shared::apply(&mut state, &auto.line)?;
            said = public_echo(prompt, &auto.line, auto.source.label(), &reply);
        }
        let mut end = state.desk.finish()?;
        let started = state.desk.live.session().players().is_some();
        if end.log != LogChange::Keep {
            state.version += 1;
            for line in end.text.lines() {
                remember(&mut state.events, line);
            }
        }
        // The session is over: no bot plays on, no press is applied after its end.
        self.0.closed.store(true, Ordering::SeqCst);
        drop(state);
        self.0.notify();
        said.extend(public_text(&Reply {
            said: end.said.clone(),
            ..Reply::default()
        }));
        end.set(said);
        Ok((end, started))
    }

    fn log_path(&self) -> String {
        self.0.lock().desk.log.path().display().to_string()
    }

    fn prompt(&self) -> Text {
        self.0.lock().desk.live.prompt_text()
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
        "{}\n{}",
        msg!("card-link-board", link = shared.board_link()).render(shared.lang),
        shared.seat_links(players.unwrap_or(0))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xor_trie::protocol::SessionLog;

    /// A shared desk with its log in a folder of its own (removed by the caller), `lines`
    /// applied.
    fn shared_after(name: &str, lines: &[&str]) -> (Arc<Shared>, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("grundy-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let desk = Desk {
            live: Live::new(false),
            log: SessionLog::create(&dir.join("log.txt")).unwrap(),
        };
        let shared = Arc::new(Shared::new(
            desk,
            0,
            Tokens::fresh().unwrap(),
            Box::new(std::io::sink()),
            Lang::En,
        ));
        for l in lines {
            let applied = shared.act(Ok(l)).unwrap();
            assert_eq!(applied.reply.error, None, "{l}");
        }
        (shared, dir)
    }

    #[test]
    fn answers_move_no_version_and_a_repeated_one_is_refused() {
        let script = include_str!("../../../tests/cases/xor_trie_referee/two-counters.txt");
        let lines: Vec<&str> = script
            .lines()
            .map(|l| l.split('#').next().unwrap().trim())
            .filter(|l| !l.is_empty())
            .collect();
        let (shared, dir) = shared_after("answers", &lines);
        let (v, _) = shared.view(Reader::Board, Lang::En);
        let (one, two) = (Seat::new(1), Seat::new(2));
        assert_eq!(shared.page_action(two, "counter", Some(v)).unwrap(), Ok(()));
        assert_eq!(
            shared.view(Reader::Board, Lang::En).0,
            v,
            "an answer is not a line"
        );
        assert_eq!(
            shared.page_action(two, "counter", Some(v)).unwrap(),
            Err(Refusal::Stale(words::answered_again(two, true)))
        );
        assert_eq!(
            words::answered_again(two, true).en(),
            "not done: seat 2 already chose to counter (a press sent twice)"
        );
        // Seat 1, on the same view, is heard: it lets the skill act, so seat 2 counters.
        assert_eq!(shared.page_action(one, "pass", Some(v)).unwrap(), Ok(()));
        assert_eq!(shared.view(Reader::Board, Lang::En).0, v + 1);
        // The window is closed: an answer pressed on its view changes nothing.
        assert_eq!(
            shared.page_action(one, "counter", Some(v)).unwrap(),
            Err(Refusal::Stale(words::stale(v, v + 1)))
        );
        let log = std::fs::read_to_string(dir.join("log.txt")).unwrap();
        assert!(log.ends_with("\n2 counter\n"), "{log}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_session_s_end_stops_the_bots_and_refuses_presses() {
        let setup = ["players 4", "bot 2", "bot 3", "bot 4", "seed 1", "begin"];
        let (shared, dir) = shared_after("bots-end", &setup);
        // Seat 3 (a bot) is to play: its thread waits out its pause, and stops when dropped.
        let bots = shared.run_bots(Duration::from_secs(3600));
        drop(bots);
        let (v, _) = shared.view(Reader::Board, Lang::En);
        assert_eq!(v, 1 + setup.len() as u64, "no bot played");
        let (end, started) = Typist(&shared).finish().unwrap();
        assert!(started && !end.complete);
        assert_eq!(
            shared.page_action(Seat::new(1), "give 2", Some(v)).unwrap(),
            Err(Refusal::Refused(words::session_over()))
        );
        // A bots' thread started after the end plays nothing.
        drop(shared.run_bots(Duration::ZERO));
        assert_eq!(shared.view(Reader::Board, Lang::En).0, v);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
