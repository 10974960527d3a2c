//! The `xor_trie_referee` binary in a live session, driven through a pipe line by line as
//! a typist at the table would: every answer (and the prompt after it) must arrive before
//! the next line is written; a bad line changes nothing and the session goes on; the
//! session log replays in batch mode to the transcript the session printed; `--save`,
//! `--resume` and the automatic log; the game-night walk-through of `docs/card-game.md`, run for real;
//! and the suite's contract for the referee (arguments, write failures, self-play bounds).

mod common;
#[path = "xor_trie_live/contract.rs"]
mod contract;
#[path = "xor_trie_live/dialogue.rs"]
mod dialogue;
#[path = "xor_trie_live/log.rs"]
mod log;

use common::{assert_in_words, bin_path, cases_dir, run_ok, usage_error};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

const BIN: &str = "xor_trie_referee";

/// How long an answer may take before the test fails (generous: the machine is shared).
const ANSWER_TIMEOUT: Duration = Duration::from_secs(20);

/// A fresh directory for one test, removed first if a previous run left it.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-live-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A running live session: its standard input, and its standard output and standard error
/// merged in one pipe (as a terminal shows them), read by a thread.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    chunks: Receiver<Vec<u8>>,
    /// What was read and not yet returned.
    pending: Vec<u8>,
}

impl Session {
    /// Starts the referee with `args` in directory `dir`, with `XDG_STATE_HOME` set to
    /// `dir/state` (no test writes into the real state directory).
    fn start(dir: &Path, args: &[&str]) -> Session {
        let (reader, writer) = std::io::pipe().unwrap();
        let child = {
            let mut cmd = referee(dir, args);
            cmd.stdin(Stdio::piped())
                .stdout(writer.try_clone().unwrap())
                .stderr(writer);
            cmd.spawn().unwrap()
            // `cmd`, holding the write ends, is dropped here: the pipe ends with the child.
        };
        let (tx, chunks) = channel();
        std::thread::spawn(move || {
            let mut reader = reader;
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        let mut child = child;
        let stdin = child.stdin.take();
        Session {
            child,
            stdin,
            chunks,
            pending: Vec::new(),
        }
    }

    /// Reads until the prompt `> ` stands at the start of a line at the end of what was
    /// written, and returns what came before it, which must be in words. Fails if it takes
    /// longer than [`ANSWER_TIMEOUT`]: an answer held back until more input arrives never
    /// comes.
    fn answer(&mut self) -> String {
        let deadline = Instant::now() + ANSWER_TIMEOUT;
        loop {
            let p = &self.pending;
            let line_start = p.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            if p.ends_with(b"> ") && is_prompt(&String::from_utf8_lossy(&p[line_start..])) {
                let text = String::from_utf8(self.pending[..line_start].to_vec()).unwrap();
                self.pending.clear();
                assert_in_words("a live answer", &text);
                return text;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.chunks.recv_timeout(left) {
                Ok(chunk) => self.pending.extend(chunk),
                Err(e) => panic!(
                    "no prompt after {:?} ({e}); got {:?}",
                    ANSWER_TIMEOUT,
                    String::from_utf8_lossy(&self.pending)
                ),
            }
        }
    }

    /// Writes one line and returns its answer, which must arrive while the session waits
    /// for the next line (the pipe stays open).
    fn send(&mut self, line: &str) -> String {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
        self.answer()
    }

    /// Closes standard input (Ctrl-D) and returns what follows and the exit status.
    fn close(mut self) -> (String, ExitStatus) {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        let mut rest = std::mem::take(&mut self.pending);
        while let Ok(chunk) = self.chunks.recv_timeout(ANSWER_TIMEOUT) {
            rest.extend(chunk);
        }
        (String::from_utf8(rest).unwrap(), status)
    }
}

/// True if `text` is a whole prompt: `> `, or the words saying whose line is awaited
/// (`r1 setup`, `r1 t7 seat 3`, `r1 t7 counters`, `r1 ended`) then `> `.
fn is_prompt(text: &str) -> bool {
    let Some(words) = text.strip_suffix("> ") else {
        return false;
    };
    let w: Vec<&str> = words.split(' ').collect();
    let round = |t: &str| {
        t.strip_prefix('r')
            .is_some_and(|n| n.parse::<u32>().is_ok())
    };
    let turn = |t: &str| {
        t.strip_prefix('t')
            .is_some_and(|n| n.parse::<u32>().is_ok())
    };
    match w.as_slice() {
        [""] => true,
        [r, "setup" | "ended"] => round(r),
        [r, t, "counters"] => round(r) && turn(t),
        [r, t, "seat", s] => round(r) && turn(t) && s.parse::<u32>().is_ok(),
        _ => false,
    }
}

/// A line of a shown session split at its prompt: the prompt and what was typed.
fn typed(line: &str) -> Option<(&str, &str)> {
    let at = line.find("> ")? + 2;
    is_prompt(&line[..at]).then(|| (&line[..at], &line[at..]))
}

/// The lines of a script that are not blank or comments.
fn script_lines(script: &str) -> Vec<&str> {
    script
        .lines()
        .filter(|l| !l.split('#').next().unwrap().trim().is_empty())
        .collect()
}

/// An answer without the live session's notes (`# ` lines): its transcript lines.
fn transcript(answer: &str) -> String {
    answer
        .lines()
        .filter(|l| !l.starts_with("# "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The batch transcript of a complete script.
fn batch(script: &str) -> String {
    run_ok(BIN, script)
}

/// The script `tests/cases/xor_trie_referee/<name>.in`.
fn testdata_script(name: &str) -> String {
    std::fs::read_to_string(cases_dir().join(format!("xor_trie_referee/{name}.in"))).unwrap()
}

/// The referee with `args`, run in `dir`, with `XDG_STATE_HOME` set to `dir/state` (no
/// test writes into the real state directory).
fn referee(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(bin_path(BIN));
    cmd.args(args)
        .current_dir(dir)
        .env("XDG_STATE_HOME", dir.join("state"));
    cmd
}

/// Runs the referee with `args` in `dir`, without input (standard input is not a
/// terminal, so only flags that start a live session make one).
fn run_args(dir: &Path, args: &[&str]) -> std::process::Output {
    referee(dir, args).stdin(Stdio::null()).output().unwrap()
}

/// A pseudo-terminal: the master side, and the path of the terminal (the slave side).
fn pseudo_terminal() -> (std::fs::File, PathBuf) {
    use std::os::fd::FromRawFd;
    // SAFETY: the standard sequence for a new pseudo-terminal; every result is checked,
    // and the master descriptor is owned by the returned `File` alone.
    unsafe {
        let master = libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY);
        assert!(master >= 0, "posix_openpt");
        assert_eq!(libc::grantpt(master), 0, "grantpt");
        assert_eq!(libc::unlockpt(master), 0, "unlockpt");
        let mut name = [0 as libc::c_char; 128];
        assert_eq!(libc::ptsname_r(master, name.as_mut_ptr(), name.len()), 0);
        let path = std::ffi::CStr::from_ptr(name.as_ptr()).to_str().unwrap();
        (std::fs::File::from_raw_fd(master), PathBuf::from(path))
    }
}

/// Runs the referee with `args` and `stdin`, its stdout into `out`.
fn run_into(args: &[&str], stdin: &[u8], out: Stdio, dir: &Path) -> std::process::Output {
    let input = dir.join("stdin");
    std::fs::write(&input, stdin).unwrap();
    referee(dir, args)
        .stdin(std::fs::File::open(&input).unwrap())
        .stdout(out)
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

/// Runs a live session saving `name` in `dir`, its files limited to `limit` bytes (a disk
/// that fills up), on `script`; returns its exit status and standard error.
fn limited_session(dir: &Path, name: &str, limit: u64, script: &str) -> (Option<i32>, String) {
    use std::os::unix::process::CommandExt;
    let mut cmd = referee(dir, &["--live", "--save", name]);
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: only an async-signal-safe call between fork and exec: files may grow to
    // `limit` bytes (`ulimit -f`). The referee ignores SIGXFSZ itself, so a write past it
    // fails (EFBIG, possibly after writing part of its bytes) instead of killing it.
    unsafe {
        cmd.pre_exec(move || {
            let limit = libc::rlimit {
                rlim_cur: limit,
                rlim_max: limit,
            };
            libc::setrlimit(libc::RLIMIT_FSIZE, &limit);
            Ok(())
        });
    }
    let mut child = cmd.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(script.as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.code(), err)
}

/// The opening of a seeded round in which seat 1, after `1 draw` and `1 play 16 self`,
/// holds the cards 3, 298 and 164: `1 end keep 3 298` and `1 end keep 3` are both legal.
const KEEP_THREE: &str = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
                          deck 16 3 5 6 7 9 10 11\nskills C << I ~ >> C\n1 draw\n1 play 16 self\n";

/// The standings and match ranking lines of an English terminal, as numbers: (rank, seat,
/// score, tokens, total, medal) and (rank, seat, gold, silver, bronze, iron).
fn english_results(out: &str) -> Vec<Vec<String>> {
    out.lines()
        .filter(|l| l.contains(" total ") || l.contains(" gold "))
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let at: &[usize] = if l.contains(" total ") {
                &[0, 2, 4, 6, 8, 9]
            } else {
                &[0, 2, 4, 6, 8, 10]
            };
            at.iter().map(|&i| w[i].to_string()).collect()
        })
        .collect()
}

/// The same lines of a Chinese terminal (`第1名 座位4：分数1627，权2，总分1827，金奖`).
fn chinese_results(out: &str) -> Vec<Vec<String>> {
    let medal = |w: &str| match w {
        "金奖" => "gold",
        "银奖" => "silver",
        "铜奖" => "bronze",
        "铁奖" => "iron",
        _ => "",
    };
    out.lines()
        .filter(|l| l.starts_with('第') && l.contains("名 座位"))
        .map(|l| {
            let mut v: Vec<String> = l
                .split(|c: char| !c.is_ascii_digit())
                .filter(|w| !w.is_empty())
                .map(String::from)
                .collect();
            if let Some(m) = l.rsplit('，').next().map(medal).filter(|m| !m.is_empty()) {
                v.push(m.to_string());
            }
            v
        })
        .collect()
}
