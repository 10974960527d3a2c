//! The XOR-Trie card game referee (not a judge problem). A thin front end: the line
//! protocol is `grundy::xor_trie::protocol`, the engine `grundy::xor_trie`, the bots
//! `grundy::xor_trie::bots`; `docs/xor-trie-rules.md` holds the rules and the protocol.
//!
//! * `xor_trie_referee [--show] < script`: batch mode (the default when standard input is
//!   not a terminal): referees a script and prints its transcript, the standings of every
//!   round and the match ranking. An illegal or malformed line stops it: the transcript so
//!   far stays on stdout, `error: line L: <why>` goes to stderr, and the exit status is 2.
//! * `xor_trie_referee [--live] [--show] [--save FILE | --resume FILE]`: a live session
//!   (the default when standard input is a terminal): each line answered at once, a bad
//!   line refused with one `error:` line, `undo`, `status`, `board`, `hand S`, `history`,
//!   `help`; every applied line goes to a session log.
//! * `xor_trie_referee --serve [ADDR] [--save FILE | --resume FILE]`: a live session whose
//!   game is also shown and played on pages in browsers (`grundy::xor_trie::web`): a board
//!   page for the shared screen, a page per seat for the players' phones.
//! * `xor_trie_referee --selfplay G --players N --seed S [--bot random|greedy]`: plays G
//!   rounds with built-in bots and prints aggregate statistics.
//! * `xor_trie_referee --help` (or `-h`): prints a short usage on stdout.
//!
//! A live session speaks English or Simplified Chinese: `--lang en|zh`, else the locale's
//! `LC_ALL`, `LC_MESSAGES`, `LANG` (`zh_CN.UTF-8` is Chinese), English by default; its log is
//! the same in both. Batch mode's transcript and its `error: line L:` lines are the
//! protocol, which scripts read: they stay English whatever the language.
//!
//! Output follows the suite's contract (`grundy::runtime::cli`): a closed pipe ends the
//! program quietly with status 141, another write failure is one `error:` line and status 1.

use grundy::i18n::{Lang, Text};
use grundy::input::{EXIT_BAD_INPUT, quote, stdin_text};
use grundy::msg;
use grundy::output::{EXIT_WRITE_ERROR, Output};
use grundy::runtime::cli::{
    self, EXIT_INTERRUPTED, PROGRESS_EVERY, SharedStdout, parse_number_in, print, print_error,
    usage_error,
};
use grundy::web::net::{is_open, link_host};
use grundy::web::{Bound, Limits, Server};
use grundy::xor_trie::bots::BotKind;
use grundy::xor_trie::bots::league::league_parallel;
use grundy::xor_trie::bots::strong::{self, Budget, MAX_TIME_MS};
use grundy::xor_trie::protocol::league::format_league;
use grundy::xor_trie::protocol::log::{header_unwritten, lost, unfinished_note, whole_lines};
use grundy::xor_trie::protocol::selfplay::say_selfplay;
use grundy::xor_trie::protocol::{
    Desk, Live, LiveError, MAX_SELFPLAY_ROUNDS, Piped, SessionLog, Table, Terminal, banner,
    catch_interrupt, referee, resume, run_live, selfplay_run,
};
use grundy::xor_trie::web::server::DEFAULT_ADDR;
use grundy::xor_trie::web::tokens::{SeatsError, Tokens};
use grundy::xor_trie::web::{self, Shared, opening_links};
use grundy::xor_trie::{MAX_PLAYERS, MIN_PLAYERS};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// The longest pause `--bot-pause` takes, in milliseconds.
const MAX_BOT_PAUSE_MS: u64 = 60_000;

/// What `--help` prints.
#[derive(Default)]
struct Args {
    lang: Lang,
    show: bool,
    live: bool,
    serve: Option<String>,
    save: Option<PathBuf>,
    resume: Option<PathBuf>,
    games: Option<u64>,
    players: Option<usize>,
    seed: Option<u64>,
    bot: Option<BotKind>,
    bots: Option<Vec<BotKind>>,
    bot_budget: Option<u64>,
    bot_pause: Option<u64>,
}

fn parse_args(lang: Lang, args: &[String]) -> Args {
    let usage_error = |text: Text| -> ! { usage_error(&text.render(lang)) };
    let mut a = Args::default();
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let value = || -> &str {
            args.get(i + 1)
                .map(String::as_str)
                .unwrap_or_else(|| usage_error(msg!("option-needs-value", option = flag)))
        };
        let number = |range| {
            parse_number_in(lang, value(), flag, range, "")
                .unwrap_or_else(|e| usage_error(Text::Raw(e)))
        };
        match flag {
            "--show" => a.show = true,
            "--live" => a.live = true,
            "--serve" => {
                a.serve = Some(match args.get(i + 1) {
                    Some(v) if !v.starts_with("--") => v.clone(),
                    _ => DEFAULT_ADDR.to_string(),
                })
            }
            "--save" => a.save = Some(PathBuf::from(value())),
            "--resume" => a.resume = Some(PathBuf::from(value())),
            "--selfplay" => a.games = Some(number(0..=MAX_SELFPLAY_ROUNDS)),
            "--players" => {
                a.players = Some(number(MIN_PLAYERS as u64..=MAX_PLAYERS as u64) as usize)
            }
            "--seed" => a.seed = Some(number(0..=u64::MAX)),
            "--bot-pause" => a.bot_pause = Some(number(0..=MAX_BOT_PAUSE_MS)),
            "--bot" => {
                a.bot = Some(BotKind::parse(value()).unwrap_or_else(|| {
                    usage_error(msg!("referee-not-a-bot", value = quote(value())))
                }))
            }
            "--bots" => {
                let kinds: Vec<BotKind> = value()
                    .split(',')
                    .map(|k| {
                        BotKind::parse(k).unwrap_or_else(|| {
                            usage_error(msg!("referee-bots-not-a-bot", value = quote(k)))
                        })
                    })
                    .collect();
                if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&kinds.len()) {
                    usage_error(msg!(
                        "referee-bots-count",
                        n = kinds.len(),
                        least = MIN_PLAYERS,
                        most = MAX_PLAYERS
                    ));
                }
                a.bots = Some(kinds);
            }
            "--bot-budget" => a.bot_budget = Some(number(1..=MAX_TIME_MS)),
            other => usage_error(msg!("referee-unknown-argument", arg = quote(other))),
        }
        // `--serve` takes its address only if one follows.
        let bare = flag == "--serve" && args.get(i + 1).is_none_or(|v| v.starts_with("--"));
        i += if bare || matches!(flag, "--show" | "--live") {
            1
        } else {
            2
        };
    }
    a
}

fn main() {
    // A file-size limit (`ulimit -f`) makes a write fail like a full disk (one `error:`
    // line, whole lines in the log) instead of killing the referee in the middle of one.
    // SAFETY: setting a signal's disposition to "ignore" has no precondition.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    let (lang, args) =
        cli::lang_and_text_args(std::env::args_os().skip(1)).unwrap_or_else(|e| usage_error(&e));
    // Asked for help anywhere, help is all it gets.
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let help = msg!("referee-help", state = "$XDG_STATE_HOME").render(lang);
        print(&grundy::runtime::wrap::help(&format!("{help}\n")));
        return;
    }
    let usage_error = |text: Text| -> ! { usage_error(&text.render(lang)) };
    let a = Args {
        lang,
        ..parse_args(lang, &args)
    };
    let live_only = a.live || a.serve.is_some() || a.save.is_some() || a.resume.is_some();
    if let Some(ms) = a.bot_budget {
        strong::set_time_budget(ms);
    }
    if let Some(games) = a.games {
        if a.show || live_only {
            usage_error(msg!("referee-selfplay-alone"));
        }
        let s = a
            .seed
            .unwrap_or_else(|| usage_error(msg!("referee-selfplay-needs", option = "--seed")));
        if let Some(lineup) = a.bots {
            if a.bot.is_some() {
                usage_error(msg!("referee-bot-and-bots"));
            }
            if a.players.is_some_and(|n| n != lineup.len()) {
                usage_error(msg!("referee-players-and-bots"));
            }
            return league(games, &lineup, s, a.lang);
        }
        let n = a
            .players
            .unwrap_or_else(|| usage_error(msg!("referee-selfplay-needs-players")));
        return selfplay(games, n, s, a.bot.unwrap_or(BotKind::Random), a.lang);
    }
    if a.players.is_some() || a.seed.is_some() || a.bot.is_some() || a.bots.is_some() {
        usage_error(msg!("referee-selfplay-options"));
    }
    if a.bot_pause.is_some() && a.serve.is_none() {
        usage_error(msg!("referee-pause-with-serve"));
    }
    if a.save.is_some() && a.resume.is_some() {
        usage_error(msg!("referee-save-or-resume"));
    }
    if live_only || std::io::stdin().is_terminal() {
        live(a)
    } else {
        strong::set_time_cap(false);
        batch(a.show)
    }
}

/// Referees standard input: the transcript (complete, or up to the bad line) on stdout,
/// then `error: line L: <why>` on stderr and exit status 2 if a line was bad.
fn batch(show: bool) {
    let text = stdin_text().unwrap_or_else(|e| {
        print_error(&e);
        std::process::exit(EXIT_BAD_INPUT)
    });
    // An unfinished last line is dropped with a note, as `--resume` drops it.
    let (whole, dropped) = whole_lines(text.as_bytes());
    if let Some(line) = dropped {
        cli::note(&unfinished_note(&line));
    }
    let text = std::str::from_utf8(whole).expect("cut after a newline");
    let transcript = referee(text, show);
    print(&transcript.text);
    if let Some(e) = transcript.error {
        print_error(&e.to_string());
        std::process::exit(EXIT_BAD_INPUT);
    }
}

/// A live session on standard input, its dialogue on stdout, refusals on stderr.
fn live(a: Args) {
    let lang = a.lang;
    let fail = |e: LiveError| -> ! {
        print_error(&e.text().render(lang));
        // A log written nowhere else: its lines follow, on the terminal.
        if let LiveError::Log(_, io) = &e
            && let Some(lost) = lost(io)
            && lost.rescued.is_err()
        {
            use std::io::Write as _;
            let _ = std::io::stderr().write_all(&lost.text);
        }
        let status = match e {
            LiveError::Read(_) | LiveError::Resume(..) => EXIT_BAD_INPUT,
            LiveError::Write(_) | LiveError::Log(..) => EXIT_WRITE_ERROR,
        };
        std::process::exit(status)
    };
    let opened = |path: &PathBuf, e: std::io::Error| -> ! {
        // A header that cannot be written (a full disk): a write error, nothing left.
        if header_unwritten(&e) {
            fail(LiveError::Log(path.display().to_string(), e))
        }
        let path = path.display();
        let path = path.to_string();
        usage_error(
            &if e.kind() == std::io::ErrorKind::AlreadyExists {
                msg!("referee-log-exists", path = path)
            } else {
                msg!("referee-log-unusable", path = path, why = e.to_string())
            }
            .render(lang),
        )
    };
    // Listening comes first: an address that cannot be listened on leaves no file behind
    // (no log, no seat links), so the same command on a free port then works.
    let bound = a.serve.as_ref().map(|addr| {
        grundy::web::bind(addr, Limits::default()).unwrap_or_else(|e| {
            usage_error(
                &msg!(
                    "serve-cannot-listen",
                    addr = quote(addr),
                    why = e.to_string()
                )
                .render(lang),
            )
        })
    });
    let mut live = Live::new(a.show);
    let (log, resumed) = match (&a.save, &a.resume) {
        (Some(path), _) => (
            SessionLog::create(path).unwrap_or_else(|e| opened(path, e)),
            None,
        ),
        (_, Some(path)) => {
            let (mut log, bytes) = SessionLog::resume(path).unwrap_or_else(|e| opened(path, e));
            let count = resume(&mut live, &mut log, bytes).unwrap_or_else(|e| fail(e));
            (log, Some(count))
        }
        _ => (
            SessionLog::automatic()
                .unwrap_or_else(|e| fail(LiveError::Log("in the state directory".into(), e))),
            None,
        ),
    };
    let mut log = log;
    log.speak(lang);
    let banner = banner(&live, &log, resumed, lang);
    let mut out = Output::stdout();
    let mut err = std::io::stderr();
    // Line editing needs the terminal on both sides: a dialogue whose output goes to a file
    // or a pipe gets plain prompts, as from a script.
    let editing = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let desk = Desk { live, log };
    // Whatever ends the session (a failed read or write too), its log is in place (or
    // written again) before it ends.
    let keep = |done: Result<(), LiveError>, kept: Result<(), LiveError>| match done {
        Err(e @ LiveError::Log(..)) => Err(e),
        Err(e) => kept.and(Err(e)),
        Ok(()) => kept,
    };
    let done = match bound {
        None => {
            let mut desk = desk;
            let done = dialogue(&mut desk, editing, &mut out, &mut err, &banner, lang);
            let kept = desk.keep_log();
            keep(done, kept)
        }
        Some(bound) => {
            let pause = a
                .bot_pause
                .map_or(web::BOT_PAUSE, std::time::Duration::from_millis);
            let (shared, _server) = serve(desk, resumed, bound, lang);
            // The bots play on a thread of their own until the session ends.
            let _bots = shared.run_bots(pause);
            let banner = format!("{banner}{}", opening_links(&shared));
            // The pages' actions are echoed from other threads: stdout is shared.
            drop(out);
            let mut out = SharedStdout;
            let mut table = web::Typist(&shared);
            let done = dialogue(&mut table, editing, &mut out, &mut err, &banner, lang);
            let kept = shared.keep_log();
            // Every page is sent its last view before the server stops (a bounded wait).
            shared.end_for_pages(web::LAST_VIEW_WAIT);
            keep(done, kept)
        }
    };
    if let Err(e) = done {
        fail(e);
    }
}

/// The dialogue of [`run_live`] on `table`, its lines read with line editing and history
/// when `editing` (standard input and output are a terminal), else as they come.
fn dialogue(
    table: &mut impl Table,
    editing: bool,
    out: &mut impl std::io::Write,
    err: &mut impl std::io::Write,
    banner: &str,
    lang: Lang,
) -> Result<(), LiveError> {
    if editing {
        let mut terminal = Terminal::new().map_err(LiveError::Read)?;
        run_live(table, &mut terminal, out, err, banner, lang)
    } else {
        // Ctrl-C (SIGINT) ends a piped session as it ends one at a terminal: cleanly, the
        // log checked and named, rather than killing the program.
        let interrupted = grundy::runtime::cli::interrupt_reads();
        let mut piped = Piped::interruptible(std::io::stdin().lock(), interrupted);
        run_live(table, &mut piped, out, err, banner, lang)
    }
}

/// Serves `desk` (with `resumed` lines replayed, if it was resumed) on `bound`: its seats'
/// tokens are kept beside its log (see `grundy::xor_trie::web::tokens`); a warning on
/// stderr if the address is open to the network. The server runs while it is held.
fn serve(desk: Desk, resumed: Option<usize>, bound: Bound, lang: Lang) -> (Arc<Shared>, Server) {
    let log = desk.log.path().to_path_buf();
    let tokens = match resumed {
        Some(_) => Tokens::resumed_session(&log),
        None => Tokens::new_session(&log),
    };
    let tokens = tokens.unwrap_or_else(|e| {
        if resumed.is_none() {
            // The log this run created goes too: a start that failed leaves nothing.
            let _ = std::fs::remove_file(&log);
        }
        match e {
            SeatsError::Refused(why) => usage_error(&why),
            SeatsError::Write(why) => {
                print_error(&why);
                std::process::exit(EXIT_WRITE_ERROR)
            }
        }
    });
    let at = bound.addr();
    let shared = Arc::new(Shared::new(
        desk,
        resumed.unwrap_or(0),
        tokens,
        Box::new(SharedStdout),
        lang,
    ));
    let server = web::serve(bound, shared.clone()).unwrap_or_else(|e| {
        print_error(&msg!("referee-cannot-serve", why = e.to_string()).render(lang));
        std::process::exit(EXIT_WRITE_ERROR)
    });
    shared.set_base(&format!("http://{}:{}", link_host(at), at.port()));
    if is_open(at) {
        cli::note(&msg!("referee-open-warning", at = at.to_string()).render(lang));
    }
    (shared, server)
}

/// Plays the series, with a progress line on stderr every 2 s; an interrupt stops it after
/// the round in play and prints the statistics of the rounds played (status 130), in
/// `lang`.
fn selfplay(games: u64, players: usize, seed: u64, bot: BotKind, lang: Lang) {
    let stop = catch_interrupt();
    let mut next_note = PROGRESS_EVERY;
    let (report, played) = selfplay_run(games, players, seed, bot, |played, secs| {
        if secs >= next_note {
            cli::note(&format!(
                "selfplay: {played} of {games} rounds in {secs:.0} s"
            ));
            next_note = secs + PROGRESS_EVERY;
        }
        !stop.load(Ordering::SeqCst)
    });
    print(&say_selfplay(&report, lang));
    if played < games {
        cli::note(&format!(
            "selfplay: interrupted after {played} of {games} rounds"
        ));
        std::process::exit(EXIT_INTERRUPTED);
    }
}

/// Plays a series between the bots of `lineup` (seats rotated each round), with a progress
/// line on stderr every 2 s, and prints each kind's share of wins in `lang`; an interrupt
/// stops it after the round in play (status 130, the report of the rounds played).
fn league(games: u64, lineup: &[BotKind], seed: u64, lang: Lang) {
    let stop = catch_interrupt();
    let ms = strong::time_budget();
    let budget = Budget::selfplay();
    let start = std::time::Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let last_note = std::sync::Mutex::new(0.0);
    let stats = league_parallel(games, lineup, seed, &budget, threads, stop, |played| {
        let secs = start.elapsed().as_secs_f64();
        let mut last = last_note.lock().expect("no panic");
        if secs >= *last + PROGRESS_EVERY {
            cli::note(&format!(
                "selfplay: {played} of {games} rounds in {secs:.0} s"
            ));
            *last = secs;
        }
    });
    let secs = start.elapsed().as_secs_f64();
    print(&format_league(
        &stats, lineup, seed, ms, &budget, secs, lang,
    ));
    if stats.rounds < games {
        cli::note(&format!(
            "selfplay: interrupted after {} of {games} rounds",
            stats.rounds
        ));
        std::process::exit(EXIT_INTERRUPTED);
    }
}
