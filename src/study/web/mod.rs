//! The study desk: `study [--serve ADDR]` serves every problem of the suite as pages, on the
//! suite's web transport ([`crate::web`]): a position typed or pasted is taught as
//! `explain` teaches it, drawn in the problem's own picture, played with clicks against
//! `play`'s perfect player, and shown beside the game's Grundy table as a picture (the one
//! `sg_table … --svg` writes).
//!
//! Every number on a page comes from the library through the functions `explain`, `play`
//! and `sg_table` use ([`study`]: the lesson, the `next:` lines' `play` and `sg_table`
//! commands; [`crate::study::play::session_of`]: the game), and every picture is drawn on
//! the server ([`draw`], [`crate::study::sg_table::picture`]); the page's script only sends
//! what was clicked or typed and puts the server's fragments in place ([`server`] lists the
//! requests).
//!
//! # Sessions
//!
//! Each browser tab has a session of its own on the server, named by a random id the tab
//! keeps (in its `sessionStorage`): the problem and position it studies, its game in
//! progress, practice on or off, the judge input it pasted. A session is bounded: at most
//! [`MAX_SESSIONS`] at once (a new one beyond that ends the one idle longest), each ended
//! after [`IDLE_EXPIRY`] without a request, each game keeping at most [`KEPT_MOVES`] moves
//! to take back; its positions are bounded as `play`'s and `explain`'s are (the same
//! checks refuse the same positions, with the same words) and by the desk's own size
//! ([`study::MAX_NUMBERS`], [`study::MAX_STRING_CHARS`], refused before anything is
//! computed), its pictures summarised past [`study::DRAWN`] parts, the heavy positions
//! computed once on a bounded pool ([`pool`]), and a pasted judge input is at
//! most [`MAX_BODY_BYTES`] (the transport's body limit, raised for the desk through
//! [`limits`]), of which the first [`LISTED_CASES`] cases are listed.
//!
//! # Map
//!
//! | module | holds |
//! |---|---|
//! | [`server`] | the routes, each request's checks, the JSON answers |
//! | [`study`] | one position studied: lesson, picture, table, the `play` command; a pasted judge input read as `explain` reads it |
//! | [`pool`] | the cache of positions studied, and the pool that computes the heavy ones |
//! | [`draw`] | the pictures of the positions, with their click targets: what they share in its `mod.rs`, one file per picture |
//! | [`pages`] | the pages and the fragments the script puts in place |
//! | [`export`] | the pictures as SVG files, the lesson as a page to print |
//! | [`exercise`] | the exercises: a page per problem, each exercise made again per request, the score in the browser |
//! | [`words`] | every word the pages say of their own |
//! | [`assets`] | the style sheet and the script, built into the binary |

pub mod assets;
pub mod draw;
pub mod exercise;
pub mod export;
pub mod pages;
pub mod pool;
pub mod server;
pub mod study;
pub mod words;

use crate::i18n::{Lang, Text};
use crate::input::quote;
use crate::msg;
use crate::runtime::cli;
use crate::study::explain::input_words::judge_error;
use crate::study::play::session::{Reply, Session};
use crate::study::play::session_of;
use crate::tools::problems::find;
use crate::web::Limits;
use crate::web::net::{is_open, link_host};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use study::Study;

/// Where `study` listens when given no address: this machine only, the port after the
/// card game's (8023).
pub const DEFAULT_ADDR: &str = "127.0.0.1:8024";

/// Sessions (browser tabs) at once, at most: 64. One more ends the one idle longest.
pub const MAX_SESSIONS: usize = 64;

/// A session without a request for this long ends: one hour.
pub const IDLE_EXPIRY: Duration = Duration::from_secs(3600);

/// Moves a session's game keeps (to take back, and to say at the end why the loser lost):
/// 200, the oldest forgotten first.
pub const KEPT_MOVES: usize = 200;

/// Bytes of a request's body on the desk, at most: 64 KiB, the largest judge input a page
/// takes (a judge's sample is a few hundred bytes; the largest test files are for
/// `explain` on the command line). The transport's default is 4 KiB.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// Cases of a pasted judge input listed, at most (the rest are counted).
pub const LISTED_CASES: usize = 200;

/// Ended sessions remembered, to tell a tab that comes back that its session had ended.
const ENDED_REMEMBERED: usize = 1024;

/// The transport's limits for the desk: the defaults, with bodies up to
/// [`MAX_BODY_BYTES`].
pub fn limits() -> Limits {
    Limits {
        body_bytes: MAX_BODY_BYTES,
        ..Limits::default()
    }
}

/// A tab's session: what it studies and plays.
pub struct Tab {
    /// The position studied (shared with the tabs studying the same one, through the
    /// cache of [`pool`]).
    pub study: Arc<Study>,
    /// The game from that position, or why `play` has none.
    pub game: Result<Box<dyn Session>, Text>,
    /// Practice: values, verdicts, winning marks, the lesson and the table hidden.
    pub practice: bool,
    /// The judge input pasted: its cases (label, position), and how many there were.
    pub pasted: Option<(Vec<study::Case>, usize)>,
    /// The last thing said (a hint, the help, what an undo took back), until the next move
    /// or a change of language.
    pub said: Option<String>,
    /// The language of the tab's last request (its game speaks it).
    pub lang: Lang,
    /// Counts the changes of the tab, from 1.
    pub version: u64,
}

impl Tab {
    /// A tab studying `study`.
    fn new(study: Arc<Study>) -> Tab {
        let game = game_of(&study);
        Tab {
            study,
            game,
            practice: false,
            pasted: None,
            said: None,
            lang: Lang::En,
            version: 1,
        }
    }

    /// A tab studying problem `id`'s example position.
    fn example(id: &'static str) -> Tab {
        let example = crate::study::explain::guide::guide(id).position_example;
        let words: Vec<&str> = example.split(' ').collect();
        Tab::new(Arc::new(
            study::study(id, &words).expect("every example is a position"),
        ))
    }
}

/// The game `play` starts from the position studied.
fn game_of(study: &Study) -> Result<Box<dyn Session>, Text> {
    let args = study.play.clone()?;
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    session_of(&args, KEPT_MOVES).map_err(Text::from)
}

/// One session's entry: its tab, and when it was last used.
struct Entry {
    tab: Arc<Mutex<Tab>>,
    used: Instant,
}

/// Every session.
#[derive(Default)]
struct Tabs {
    map: HashMap<String, Entry>,
    /// The ids of sessions ended, newest last.
    ended: VecDeque<String>,
}

/// What a request asked of a tab.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Nothing: show the tab as it is.
    State,
    /// Study the position typed.
    Study(String),
    /// Read a whole judge input and list its cases.
    Paste(String),
    /// Study pasted case `k` (from 0).
    Case(usize),
    /// A line typed or clicked on the game: a move, `hint`, `undo` or `help`.
    Move(String),
    /// The computer makes the first move.
    Start,
    /// The game from the position studied, again.
    Again,
    /// Practice on or off.
    Practice(bool),
}

/// The parts of a page an answer changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The position studied (its words in the form).
    Position,
    /// The picture.
    Picture,
    /// The lesson.
    Lesson,
    /// The game.
    Play,
    /// The table.
    Table,
    /// The pasted cases.
    Cases,
}

/// An answer: the tab's version, the parts it changed, and a notice (a session that had
/// ended).
pub struct Answer {
    /// The tab's version after the request.
    pub version: u64,
    /// The parts changed, each as the fragment the page puts in place.
    pub parts: Vec<(Part, String)>,
    /// A notice for the page, in the request's language.
    pub notice: Option<String>,
}

/// Every part of a page.
const ALL: [Part; 6] = [
    Part::Position,
    Part::Picture,
    Part::Lesson,
    Part::Play,
    Part::Table,
    Part::Cases,
];

/// Why a request got no answer: refused (a bad position, an illegal move), or a heavy
/// position not computed yet ([`pool::Wait`]).
#[derive(Debug)]
pub enum Refused {
    /// Refused, with its words.
    Why(Text),
    /// Waiting for the pool, or refused by it.
    Wait(pool::Wait),
}

impl From<Text> for Refused {
    fn from(why: Text) -> Refused {
        Refused::Why(why)
    }
}

/// [`Refused`] in a request's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A position, a judge input or a move refused: 422.
    Bad(String),
    /// A heavy position queued or being computed: 202, the page asks again.
    Waiting(String),
    /// The pool's queue is full or the job passed its deadline: 503, ask again after
    /// [`pool::RETRY_AFTER_SECS`].
    Busy(String),
}

/// The desk: every session, within [`MAX_SESSIONS`] and [`IDLE_EXPIRY`], and the pool of
/// heavy work.
pub struct Desk {
    tabs: Mutex<Tabs>,
    max_sessions: usize,
    idle: Duration,
    /// The cache of positions studied and the pool computing the heavy ones.
    pub pool: Arc<pool::Pool>,
}

impl Default for Desk {
    fn default() -> Self {
        Desk::new(MAX_SESSIONS, IDLE_EXPIRY)
    }
}

impl Desk {
    /// A desk holding at most `max_sessions` sessions, each ended after `idle` unused.
    pub fn new(max_sessions: usize, idle: Duration) -> Desk {
        Desk {
            tabs: Mutex::new(Tabs::default()),
            max_sessions: max_sessions.max(1),
            idle,
            pool: pool::Pool::new(pool::Pool::cores(), pool::DEADLINE),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Tabs> {
        self.tabs.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many sessions are open.
    pub fn sessions(&self) -> usize {
        self.lock().map.len()
    }

    /// The session of tab `id` if it has one (not ended), marked as used now: what an
    /// export reads, without opening a session.
    pub fn existing(&self, id: &str) -> Option<Arc<Mutex<Tab>>> {
        let now = Instant::now();
        let mut tabs = self.lock();
        let idle = self.idle;
        let e = tabs.map.get_mut(id)?;
        if now.duration_since(e.used) >= idle {
            return None;
        }
        e.used = now;
        Some(e.tab.clone())
    }

    /// The session of tab `id`, opened (on problem `problem`'s example) if it has none,
    /// and a notice if it had one that ended.
    fn tab(&self, id: &str, problem: &'static str) -> (Arc<Mutex<Tab>>, Option<Text>) {
        let now = Instant::now();
        let mut tabs = self.lock();
        let idle = self.idle;
        let expired: Vec<String> = (tabs.map.iter())
            .filter(|(_, e)| now.duration_since(e.used) >= idle)
            .map(|(k, _)| k.clone())
            .collect();
        for k in expired {
            tabs.map.remove(&k);
            remember(&mut tabs.ended, k);
        }
        if let Some(e) = tabs.map.get_mut(id) {
            e.used = now;
            return (e.tab.clone(), None);
        }
        while tabs.map.len() >= self.max_sessions {
            let oldest = (tabs.map.iter())
                .min_by_key(|(_, e)| e.used)
                .map(|(k, _)| k.clone())
                .expect("a full desk has a session");
            tabs.map.remove(&oldest);
            remember(&mut tabs.ended, oldest);
        }
        let notice = tabs.ended.contains(&id.to_string()).then(|| {
            msg!(
                "desk-session-ended",
                minutes = self.idle.as_secs() / 60,
                sessions = self.max_sessions
            )
        });
        let tab = Arc::new(Mutex::new(Tab::example(problem)));
        tabs.map.insert(
            id.to_string(),
            Entry {
                tab: tab.clone(),
                used: now,
            },
        );
        (tab, notice)
    }

    /// Does `action` for tab `id` on problem `problem` (a tab that was on another problem
    /// starts on this one's example first), answering in `lang`.
    ///
    /// # Errors
    /// Why the action was refused (a bad position with `explain`'s words, an illegal move
    /// with `play`'s), in `lang`; nothing changed.
    ///
    /// # Panics
    /// If `problem` is not a problem of the suite.
    pub fn act(
        &self,
        id: &str,
        problem: &str,
        action: Action,
        lang: Lang,
    ) -> Result<Answer, Refusal> {
        let problem = find(problem).expect("a problem of the suite").id;
        let (tab, notice) = self.tab(id, problem);
        let mut tab = tab.lock().unwrap_or_else(|e| e.into_inner());
        let mut parts: Vec<Part> = Vec::new();
        if tab.study.problem != problem {
            *tab = Tab::example(problem);
            parts.extend(ALL);
        }
        if tab.lang != lang {
            // What was said stays in the language it was said in: it is dropped.
            tab.said = None;
            tab.lang = lang;
        }
        if let Ok(game) = tab.game.as_mut() {
            game.set_lang(lang);
        }
        let notice = notice.map(|n| n.render(lang));
        act_in(&self.pool, &mut tab, problem, action, parts, notice, lang).map_err(|r| match r {
            Refused::Why(why) => Refusal::Bad(why.render(lang)),
            Refused::Wait(pool::Wait::Queued { place, of }) => {
                Refusal::Waiting(msg!("desk-waiting", place = place, of = of).render(lang))
            }
            Refused::Wait(pool::Wait::Full) => Refusal::Busy(
                msg!(
                    "desk-busy",
                    queue = pool::QUEUE,
                    secs = pool::RETRY_AFTER_SECS
                )
                .render(lang),
            ),
            Refused::Wait(pool::Wait::Late) => Refusal::Busy(
                msg!(
                    "desk-late",
                    deadline = pool::DEADLINE.as_secs(),
                    secs = pool::RETRY_AFTER_SECS
                )
                .render(lang),
            ),
        })
    }
}

/// [`Desk::act`] on the tab itself, with the `parts` changed so far.
fn act_in(
    pool: &Arc<pool::Pool>,
    tab: &mut Tab,
    problem: &'static str,
    action: Action,
    mut parts: Vec<Part>,
    notice: Option<String>,
    lang: Lang,
) -> Result<Answer, Refused> {
    let changes = action != Action::State;
    // A pasted case is studied as its position typed.
    let action = match action {
        Action::Case(k) => {
            let case = (tab.pasted.as_ref())
                .and_then(|(cases, _)| cases.get(k))
                .ok_or_else(|| msg!("desk-no-case", case = k + 1))?;
            Action::Study(case.1.clone().ok_or_else(|| msg!("desk-case-empty"))?)
        }
        a => a,
    };
    let changed = match action {
        Action::State | Action::Case(_) => ALL.to_vec(),
        Action::Study(text) => {
            let words: Vec<&str> = text.split_whitespace().collect();
            let s = pool.study(problem, &words).map_err(Refused::Wait)??;
            let pasted = tab.pasted.take();
            *tab = Tab {
                pasted,
                practice: tab.practice,
                version: tab.version,
                lang,
                ..Tab::new(s)
            };
            if let Ok(game) = tab.game.as_mut() {
                game.set_lang(lang);
            }
            ALL.to_vec()
        }
        Action::Paste(text) => {
            let cases = study::read_cases(problem, &text).map_err(|e| judge_error(&e))?;
            let total = cases.len();
            let listed = cases.into_iter().take(LISTED_CASES).collect();
            tab.pasted = Some((listed, total));
            vec![Part::Cases]
        }
        Action::Move(text) => {
            let practice = tab.practice;
            let game =
                (tab.game.as_mut()).map_err(|why| msg!("desk-no-play", why = why.clone()))?;
            match game.answer(&text, practice) {
                Reply::Moved(_) => tab.said = None,
                Reply::Said(said) => tab.said = Some(said),
                Reply::Refused(why) => return Err(Text::from(why).into()),
            }
            vec![Part::Picture, Part::Play]
        }
        Action::Start => {
            let practice = tab.practice;
            let game =
                (tab.game.as_mut()).map_err(|why| msg!("desk-no-play", why = why.clone()))?;
            if let Reply::Refused(why) = game.computer_starts(practice) {
                return Err(Text::from(why).into());
            }
            tab.said = None;
            vec![Part::Picture, Part::Play]
        }
        Action::Again => {
            tab.game = game_of(&tab.study);
            if let Ok(game) = tab.game.as_mut() {
                game.set_lang(lang);
            }
            tab.said = None;
            vec![Part::Picture, Part::Play]
        }
        Action::Practice(on) => {
            tab.practice = on;
            tab.said = None;
            vec![Part::Picture, Part::Lesson, Part::Play, Part::Table]
        }
    };
    for p in changed {
        if !parts.contains(&p) {
            parts.push(p);
        }
    }
    if changes {
        tab.version += 1;
    }
    let rendered = parts
        .iter()
        .map(|&p| (p, pages::part(tab, p, lang)))
        .collect();
    Ok(Answer {
        version: tab.version,
        parts: rendered,
        notice,
    })
}

/// Remembers an ended session's id (the newest [`ENDED_REMEMBERED`]).
fn remember(ended: &mut VecDeque<String>, id: String) {
    if ended.len() == ENDED_REMEMBERED {
        ended.pop_front();
    }
    ended.push_back(id);
}

/// From now on a panic on a thread reading untrusted input with
/// [`crate::input::CATCHING`] set (a reader refusing a pasted judge input: it is caught and
/// becomes the page's error line) prints nothing; any other panic is reported as the
/// default hook reports it.
pub fn quiet_caught_panics() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !crate::input::CATCHING.with(std::cell::Cell::get) {
            default(info);
        }
    }));
}

/// The text of `study --help`, in `lang`.
pub fn help(lang: Lang) -> String {
    let text = msg!(
        "study-help",
        addr = DEFAULT_ADDR,
        sessions = MAX_SESSIONS,
        minutes = IDLE_EXPIRY.as_secs() / 60,
        moves = KEPT_MOVES,
        kib = MAX_BODY_BYTES / 1024,
        numbers = study::MAX_NUMBERS,
        chars = study::MAX_STRING_CHARS,
        cores = pool::Pool::cores(),
        queue = pool::QUEUE
    );
    crate::runtime::wrap::help(&format!("{}\n", text.render(lang)))
}

/// Runs `study` with command-line `args` (without the program name) under the suite's
/// contract ([`crate::runtime::cli`]): serves the desk until the process is stopped, after
/// printing its address; returns the exit status of `--help` (0).
pub fn cli(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let (lang, args) = cli::lang_and_text_args(args).unwrap_or_else(|e| cli::usage_error(&e));
    let usage_error = |text: Text| -> ! { cli::usage_error(&text.render(lang)) };
    if args.iter().any(|a| a == "--help" || a == "-h") {
        cli::print(&help(lang));
        return 0;
    }
    if let Some(flag) = args.first().filter(|&f| f != "--serve") {
        usage_error(msg!("study-unknown-argument", arg = quote(flag)));
    }
    let addr = match args.as_slice() {
        [] => DEFAULT_ADDR,
        [_] => usage_error(msg!("study-serve-needs-addr")),
        [_, addr] if !addr.starts_with("--") => addr.as_str(),
        [_, addr] => usage_error(msg!("study-serve-not-addr", arg = quote(addr))),
        [_, _, extra, ..] => usage_error(msg!("study-unexpected", arg = quote(extra))),
    };
    let bound = crate::web::bind(addr, limits()).unwrap_or_else(|e| {
        usage_error(msg!(
            "serve-cannot-listen",
            addr = quote(addr),
            why = e.to_string()
        ))
    });
    quiet_caught_panics();
    let at = bound.addr();
    let _server = server::serve(bound, Arc::new(Desk::default())).unwrap_or_else(|e| {
        cli::print_error(&msg!("study-cannot-start", why = e.to_string()).render(lang));
        std::process::exit(crate::output::EXIT_WRITE_ERROR)
    });
    if is_open(at) {
        cli::note(&msg!("study-open-warning", at = at.to_string()).render(lang));
    }
    let host = match at {
        std::net::SocketAddr::V6(_) if !at.ip().is_unspecified() => format!("[{}]", at.ip()),
        _ => link_host(at),
    };
    let url = format!("http://{host}:{}/", at.port());
    cli::print(&format!(
        "{}\n",
        msg!("study-serving", url = url).render(lang)
    ));
    loop {
        std::thread::park();
    }
}
