//! The `xor_trie_referee` binary in a live session, driven through a pipe line by line as
//! a typist at the table would: every answer (and the prompt after it) must arrive before
//! the next line is written; a bad line changes nothing and the session goes on; the
//! session log replays in batch mode to the transcript the session printed; `--save`,
//! `--resume` and the automatic log; the game-night walk-through of `docs/card-game.md`, run for real;
//! and the suite's contract for the referee (arguments, write failures, self-play bounds).

mod common;

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

#[test]
fn each_answer_arrives_before_the_next_line_is_written() {
    let dir = scratch("answers");
    let script = testdata_script("deaths-and-match");
    let mut s = Session::start(&dir, &["--live", "--save", "night.txt"]);
    let banner = s.answer();
    assert_eq!(
        banner,
        "xor_trie_referee: a live session (`help` lists the commands; `quit` or Ctrl-D ends it)\n\
         session log: night.txt\n"
    );
    let mut printed = String::new();
    for line in script_lines(&script) {
        printed.push_str(&transcript(&s.send(line)));
    }
    let (rest, status) = s.close();
    assert!(status.success(), "{rest}");
    // The end of the input: the prompt's line is ended; the script ends with a skill
    // waiting for counters, which acts (as at the end of a script); then the match.
    assert!(rest.starts_with("\nskill seat 1 << self "), "{rest:?}");
    assert!(rest.contains("\nmatch\n"), "{rest:?}");
    printed.push_str(&rest[1..]);
    assert_eq!(printed, batch(&script));
    // The log holds the script's lines, as typed, and the `pass` of the end.
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    let logged: Vec<&str> = script_lines(&log);
    let mut typed: Vec<&str> = script_lines(&script).iter().map(|l| l.trim()).collect();
    typed.push("pass");
    assert_eq!(logged, typed);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_bad_line_changes_nothing_and_the_session_goes_on() {
    let dir = scratch("bad");
    let mut s = Session::start(&dir, &["--live", "--save", "log.txt"]);
    s.answer();
    for line in [
        "players 4",
        "seed 1",
        "deal 1 2 4 8",
        "markers 500 501",
        "deck 16 3 5 6 7 9 10 11",
        "begin",
    ] {
        s.send(line);
    }
    let status = s.send("status");
    let hand = s.send("hand 1");
    assert_eq!(hand, "seat 1: basic cards [16 3], skills []\n");
    for (bad, why) in [
        ("2 draw", "it is seat 1's turn, not seat 2's"),
        ("1 play 5 self", "seat 1 does not hold card 5"),
        ("1 end", "seat 1 must play a basic card before ending"),
        ("1 jump", "unknown action `jump`"),
        ("seed 4", "`seed` comes after round 1 has begun"),
        (
            "1 play 16 \u{1b}[31mself",
            "`\\u{1b}[31mself` is not self or public",
        ),
        ("hand 9", "there is no seat 9 among 4 players"),
    ] {
        assert_eq!(s.send(bad), format!("error: {why}\n"), "{bad}");
        assert_eq!(s.send("status"), status, "after {bad}");
    }
    // A line that is not UTF-8, or far too long, is refused the same way.
    let stdin = s.stdin.as_mut().unwrap();
    stdin.write_all(b"1 pl\xffay 16 self\n").unwrap();
    assert_eq!(s.answer(), "error: the line is not valid UTF-8 text\n");
    let long = "1 ".repeat(40_000);
    assert_eq!(
        s.send(&long),
        "error: the line is longer than 65536 bytes\n"
    );
    assert_eq!(s.send("status"), status);
    // The session goes on from the same state.
    assert_eq!(
        s.send("1 play 16 self"),
        "play seat 1 card 16 self 0000000001 -> 0000010001\nprize seat 1 layer 5 rank 1 points 100\n"
    );
    let (rest, status) = s.close();
    assert!(status.success());
    assert_eq!(
        rest,
        "\nthe session ends before round 1 has ended\nresume it with: xor_trie_referee --resume log.txt\n"
    );
    // Only the lines applied were logged.
    let log = std::fs::read_to_string(dir.join("log.txt")).unwrap();
    assert!(
        log.ends_with("\nplayers 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\ndeck 16 3 5 6 7 9 10 11\nbegin\n1 play 16 self\n"),
        "{log}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// A whole game typed with slips: refused lines, lines undone (some typed again, some
/// replaced), every show-only command, `pass`. The log must replay in batch mode to the
/// transcript the session printed for the lines that stayed.
#[test]
fn undo_keeps_the_log_and_the_transcript_in_step() {
    let dir = scratch("undo");
    let script = testdata_script("skills-and-counters");
    let mut s = Session::start(&dir, &["--save", "night.txt"]);
    s.answer();
    // The answers of the lines applied and not undone.
    let mut kept: Vec<String> = Vec::new();
    for (i, line) in script_lines(&script).into_iter().enumerate() {
        if i % 4 == 3 {
            // A slip, refused.
            let answer = s.send("3 play 999 self");
            assert!(answer.starts_with("error: "), "{answer}");
        }
        let answer = s.send(line);
        assert!(!answer.starts_with("error: "), "{line}: {answer}");
        kept.push(transcript(&answer));
        if i % 5 == 4 {
            // Taken back and typed again: the same answer.
            let undone = s.send("undo");
            assert!(
                undone.starts_with(&format!("undone: {}\n", line.trim())),
                "{undone}"
            );
            kept.pop();
            let again = s.send(line);
            assert_eq!(transcript(&again), transcript(&answer), "{line}");
            kept.push(transcript(&again));
        }
        if i % 7 == 6 && i > 10 {
            for query in ["status", "board", "history", "help", "hand 2"] {
                let shown = s.send(query);
                assert!(
                    !shown.is_empty() && !shown.starts_with("error"),
                    "{query}: {shown}"
                );
            }
        }
    }
    // The script ends with a skill waiting for counters: `pass` lets it act.
    kept.push(transcript(&s.send("pass")));
    let (rest, status) = s.close();
    assert!(status.success());
    let printed = kept.concat() + &rest[1..];
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    assert_eq!(batch(&log), printed);
    assert_eq!(batch(&log), batch(&script));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_session_is_saved_resumed_and_never_overwritten() {
    let dir = scratch("resume");
    let script = testdata_script("skills-and-counters");
    let lines = script_lines(&script);
    let (first, second) = lines.split_at(lines.len() / 2);
    let mut s = Session::start(&dir, &["--save", "night.txt"]);
    s.answer();
    for line in first {
        s.send(line);
    }
    s.send("undo");
    let (rest, status) = s.close();
    assert!(status.success());
    assert!(
        rest.ends_with("resume it with: xor_trie_referee --resume night.txt\n"),
        "{rest}"
    );
    // `--save` refuses an existing file.
    let out = run_args(&dir, &["--save", "night.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: night.txt exists, and a session log is never overwritten: continue it with \
         --resume night.txt, or choose another name\n"
    );
    assert!(out.stdout.is_empty());
    // `--resume` replays it, shows where the game stands, and goes on.
    let mut s = Session::start(&dir, &["--resume", "night.txt"]);
    let banner = s.answer();
    assert!(
        banner.starts_with(&format!(
            "xor_trie_referee: a live session (`help` lists the commands; `quit` or Ctrl-D ends it)\n\
             session log: night.txt (resumed: {} lines replayed)\nround 1, turn ",
            first.len() - 1
        )),
        "{banner}"
    );
    for line in &first[first.len() - 1..] {
        s.send(line);
    }
    for line in second {
        s.send(line);
    }
    let (rest, status) = s.close();
    assert!(status.success());
    assert!(rest.contains("\nmatch\n"), "{rest}");
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    assert_eq!(batch(&log), batch(&script));
    // A bad log is refused with its line.
    std::fs::write(dir.join("bad.txt"), "players 4\nseed 1\n2 draw\n").unwrap();
    let out = run_args(&dir, &["--resume", "bad.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: bad.txt: line 3: it is seat 3's turn, not seat 2's\n"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn without_save_the_log_gets_a_new_name_in_the_state_directory() {
    let dir = scratch("auto");
    let mut names = Vec::new();
    for _ in 0..2 {
        let mut s = Session::start(&dir, &["--live"]);
        let banner = s.answer();
        let path = banner
            .lines()
            .nth(1)
            .and_then(|l| l.strip_prefix("session log: "))
            .unwrap()
            .to_string();
        s.send("players 5");
        s.close();
        let state = dir.join("state").join("grundy");
        assert!(path.starts_with(state.to_str().unwrap()), "{path}");
        let name = Path::new(&path).file_name().unwrap().to_str().unwrap();
        assert!(
            name.starts_with("xor-trie-") && name.ends_with(".txt"),
            "{name}"
        );
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.ends_with("\nplayers 5\n"), "{text}");
        names.push(path);
    }
    // Two sessions in the same minute get two files.
    assert_ne!(names[0], names[1]);
    std::fs::remove_dir_all(dir).unwrap();
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

/// With a terminal on standard input and no flag, the referee runs a live session: its
/// banner and prompt come before any line is typed (batch mode would wait for the end of
/// the input).
#[test]
fn a_terminal_on_standard_input_gets_a_live_session() {
    let dir = scratch("tty");
    let (mut master, tty) = pseudo_terminal();
    let terminal = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(&tty)
        .unwrap();
    let mut child = referee(&dir, &[])
        .stdin(terminal)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 512];
    while !seen.ends_with(b"\n> ") {
        let n = stdout.read(&mut buf).unwrap();
        assert!(n > 0, "{:?}", String::from_utf8_lossy(&seen));
        seen.extend(&buf[..n]);
    }
    let banner = String::from_utf8(seen).unwrap();
    assert!(
        banner.starts_with("xor_trie_referee: a live session (`help` lists the commands;"),
        "{banner}"
    );
    master.write_all(b"players 4\nquit\n").unwrap();
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    assert!(child.wait().unwrap().success());
    assert_eq!(
        rest,
        "# 4 players, no round yet: give `seed S` or `physical`\nr1 setup> \
         the session ends before any round\n\
         resume it with: xor_trie_referee --resume "
            .to_string()
            + rest.rsplit(' ').next().unwrap()
    );
    drop(master);
    std::fs::remove_dir_all(dir).unwrap();
}

/// `docs/card-game.md`'s game-night walk-through: the session it shows is run for real and
/// must print exactly what the page shows; the log it saves replays to the same transcript.
#[test]
fn the_card_game_walk_through_is_a_real_session() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/card-game.md"))
            .unwrap();
    let marker = "<!-- live walk-through: tests/xor_trie_live.rs runs it -->";
    let block = readme
        .split(marker)
        .nth(1)
        .expect("docs/card-game.md holds the walk-through")
        .split("```text\n")
        .nth(1)
        .unwrap()
        .split("\n```")
        .next()
        .unwrap();
    let mut lines = block.lines();
    let command = lines.next().unwrap();
    let args: Vec<&str> = command
        .strip_prefix("$ xor_trie_referee ")
        .expect("the walk-through starts with its command")
        .split(' ')
        .collect();
    let dir = scratch("readme");
    let mut live_args = vec!["--live"];
    live_args.extend(&args);
    let mut s = Session::start(&dir, &live_args);
    let mut shown = s.answer();
    let mut quit = false;
    for (prompt, line) in lines.filter_map(typed) {
        shown.push_str(&format!("{prompt}{line}\n"));
        if line == "quit" {
            quit = true;
            drop(s.stdin.as_mut().unwrap().write_all(b"quit\n"));
            break;
        }
        shown.push_str(&s.send(line));
    }
    assert!(quit, "the walk-through ends with `quit`");
    let (rest, status) = s.close();
    assert!(status.success());
    shown.push_str(&rest);
    assert_eq!(format!("{command}\n{shown}"), format!("{block}\n"));
    // What the page says of the log.
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    let typed: String = shown
        .lines()
        .filter_map(|l| typed(l).map(|(_, t)| t))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(typed.contains("undo") && typed.contains("status"));
    let replayed = batch(&log);
    assert!(replayed.starts_with("round 1 physical players 4\n"));
    assert!(replayed.ends_with(&rest), "{replayed}");
    std::fs::remove_dir_all(dir).unwrap();
}

// ----- The suite's contract -----

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

#[test]
fn write_failures_follow_the_contract() {
    let dir = scratch("write");
    let script = testdata_script("bot-random-8").into_bytes();
    for args in [&[][..], &["--live", "--save", "full.txt"][..]] {
        // A full disk: one error line, status 1, and the log kept what was applied.
        let full = std::fs::File::create("/dev/full").unwrap();
        let out = run_into(args, &script, Stdio::from(full), &dir);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: cannot write standard output: "),
            "{err}"
        );
        let _ = std::fs::remove_file(dir.join("full.txt"));
        // A closed pipe: status 141, quietly.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = run_into(args, &script, Stdio::from(writer), &dir);
        assert_eq!(out.status.code(), Some(141), "{args:?}");
        assert!(
            out.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let _ = std::fs::remove_file(dir.join("full.txt"));
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// A session log that cannot be written ends the session with one `error:` line and
/// status 1 (the lines logged so far stay in the file); a log to resume must be a regular
/// file (a device could be endless).
#[test]
fn a_log_that_cannot_be_written_ends_the_session() {
    use std::os::unix::process::CommandExt;
    let dir = scratch("fsize");
    let script = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\nbegin\n";
    let mut cmd = referee(&dir, &["--live", "--save", "small.txt"]);
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: only an async-signal-safe call between fork and exec: files may grow to 170
    // bytes (`ulimit -f`). The referee ignores SIGXFSZ itself, so exceeding that is a
    // write error (EFBIG), not the signal's death in the middle of a line.
    unsafe {
        cmd.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: 170,
                rlim_max: 170,
            };
            libc::setrlimit(libc::RLIMIT_FSIZE, &limit);
            Ok(())
        });
    }
    let mut child = cmd.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: cannot write the session log small.txt: "),
        "{err}"
    );
    let log = std::fs::read_to_string(dir.join("small.txt")).unwrap();
    assert!(log.len() <= 170 && log.contains("\nplayers 4\n"), "{log}");
    let out = run_args(&dir, &["--resume", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: cannot use /dev/zero as the session log: it is not a regular file\n"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// The new refusals and notes of a live session are in words (the harness checks every
/// answer): an unknown house rule, a tie for the start, a card a private hand cannot hold,
/// `undo N` past the start of the round; and the prompt follows the game.
#[test]
fn private_hands_ties_and_house_rules_answer_in_words() {
    let dir = scratch("words");
    let mut s = Session::start(&dir, &["--live", "--save", "words.txt"]);
    s.answer();
    s.send("players 4");
    assert!(
        s.send("rule no-cap")
            .contains("the house rules are score-cap")
    );
    assert!(
        s.send("rule competition-ranking")
            .starts_with("# 4 players, no round yet")
    );
    assert!(
        s.send("physical")
            .starts_with("# round 1 with physical cards")
    );
    let note = s.send("deal 8 2 9 3");
    assert!(note.contains("seats 2 and 4 tie for the start"), "{note}");
    s.send("markers 500 501");
    assert!(
        s.send("begin")
            .starts_with("error: seats 2 and 4 tie for the start")
    );
    assert!(s.send("start 4").contains("seat 4 starts"));
    let dealt = s.send("begin");
    assert!(dealt.contains("\ndraw seat 4 unseen 2\n"), "{dealt}");
    assert_eq!(s.send("4 draw"), "draw seat 4 unseen 2\n");
    assert_eq!(
        s.send("4 play 8 self"),
        "error: seat 4 does not hold card 8, and it cannot be one of its unseen cards: it is seat 1's starting card\n"
    );
    assert!(
        s.send("4 play 16 self")
            .starts_with("play seat 4 card 16 self")
    );
    assert_eq!(
        s.send("hand 4"),
        "seat 4: basic cards [] and 3 unseen cards, skills []\n"
    );
    assert!(
        s.send("4 end keep 20")
            .starts_with("error: seat 4 keeps only the cards named")
    );
    assert_eq!(
        s.send("undo 9"),
        "error: only 8 lines of round 1 can be taken back\n"
    );
    let (rest, status) = s.close();
    assert!(status.success());
    assert!(rest.contains("resume it with:"), "{rest}");
    std::fs::remove_dir_all(dir).unwrap();
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

/// A write that fails part-way (the disk fills in the middle of a line) leaves no half
/// line in the log: the line the table never saw acknowledged is not there, and the log
/// resumes to the state before it.
#[test]
fn a_full_disk_leaves_whole_lines_only() {
    let dir = scratch("fulldisk");
    let before = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n";
    let (status, err) = limited_session(&dir, "whole.txt", 1 << 20, before);
    assert_eq!(status, Some(0), "{err}");
    let whole = std::fs::read_to_string(dir.join("whole.txt")).unwrap();
    // The same lines, then one that only part of fits.
    let limit = whole.len() as u64 + 5;
    let script = format!("{before}deck 16 3 5 6 7 9 10 11\n1 play 16 self\n");
    let (status, err) = limited_session(&dir, "cut.txt", limit, &script);
    assert_eq!(status, Some(1), "{err}");
    assert!(
        err.starts_with("error: cannot write the session log cut.txt: "),
        "{err}"
    );
    let cut = std::fs::read_to_string(dir.join("cut.txt")).unwrap();
    let body = |log: &str| log.lines().skip(2).map(str::to_string).collect::<Vec<_>>();
    assert!(cut.ends_with('\n'), "{cut:?}");
    assert_eq!(body(&cut), body(&whole), "no part of the failed line stays");
    let out = run_args(&dir, &["--resume", "cut.txt"]);
    assert_eq!(out.status.code(), Some(0));
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.contains("(resumed: 4 lines replayed)"), "{shown}");
    assert!(!shown.contains("unfinished"), "{shown}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A log whose last line has no newline (a machine stopped in the middle of the write)
/// resumes without that line, and the banner says so.
#[test]
fn a_resume_drops_an_unfinished_last_line() {
    let dir = scratch("unfinished");
    let log = dir.join("night.txt");
    let full = testdata_script("skills-and-counters");
    assert!(full.ends_with('\n'));
    std::fs::write(&log, format!("{full}4 end keep 17 ")).unwrap();
    let out = run_args(&dir, &["--resume", "night.txt"]);
    assert_eq!(out.status.code(), Some(0));
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.contains(
            "note: the unfinished last line (no newline at its end) was dropped, never acknowledged: `4 end keep 17 `"
        ),
        "{shown}"
    );
    assert_eq!(
        std::fs::read_to_string(&log).unwrap(),
        format!("{full}pass\n")
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// One session per log: a second referee on a log another one is writing is refused; once
/// the first is killed (its lock goes with it), the log resumes.
#[test]
fn a_log_in_use_is_refused_and_a_killed_sessions_log_resumes() {
    let dir = scratch("lock");
    let mut first = Session::start(&dir, &["--live", "--save", "night.txt"]);
    first.answer();
    first.send("players 4");
    let out = run_args(&dir, &["--resume", "night.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: cannot use night.txt as the session log: another referee session is writing it (one session per log)\n"
    );
    let out = run_args(&dir, &["--save", "night.txt"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "a log is never overwritten either"
    );
    first.child.kill().unwrap();
    first.child.wait().unwrap();
    let out = run_args(&dir, &["--resume", "night.txt"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("(resumed: 1 lines replayed)"));
    std::fs::remove_dir_all(dir).unwrap();
}

/// At a terminal, Ctrl-C clears the line being typed, as a shell does; at an empty prompt
/// it ends the session with the hint how to resume it.
#[test]
fn ctrl_c_clears_the_line_and_at_an_empty_prompt_ends_the_session() {
    let dir = scratch("ctrlc");
    let (mut master, tty) = pseudo_terminal();
    let open = || {
        std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&tty)
            .unwrap()
    };
    let mut child = referee(&dir, &["--save", "night.txt"])
        .stdin(open())
        .stdout(open())
        .stderr(open())
        .spawn()
        .unwrap();
    // Everything the terminal shows, read by a thread until the session ends.
    let mut reader = master.try_clone().unwrap();
    let (tx, shown) = channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut screen = Vec::new();
    let mut wait_for = |what: &str| {
        let deadline = Instant::now() + ANSWER_TIMEOUT;
        while !String::from_utf8_lossy(&screen).contains(what) {
            let left = deadline.saturating_duration_since(Instant::now());
            match shown.recv_timeout(left) {
                Ok(chunk) => screen.extend(chunk),
                Err(e) => panic!("no {what:?} ({e}): {:?}", String::from_utf8_lossy(&screen)),
            }
        }
    };
    wait_for("> ");
    // A line typed, cleared by Ctrl-C, then another: only the second is applied.
    master.write_all(b"players 9\x03").unwrap();
    master.write_all(b"players 4\r").unwrap();
    wait_for("# 4 players, no round yet");
    // The next prompt shows once the line editor reads again, in raw mode: a Ctrl-C sent
    // before that would reach the terminal's own line discipline instead.
    wait_for("r1 setup> ");
    master.write_all(b"\x03").unwrap();
    wait_for("resume it with: xor_trie_referee --resume night.txt");
    assert!(child.wait().unwrap().success());
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    assert!(log.ends_with("\nplayers 4\n"), "{log}");
    assert!(!String::from_utf8_lossy(&screen).contains("error"));
    drop(master);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bad_arguments_are_usage_errors() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    fn os<'a>(args: &[&'a str]) -> Vec<&'a OsStr> {
        args.iter().map(|a| OsStr::new(*a)).collect()
    }
    let bad = [OsStr::new("--save"), OsStr::from_bytes(b"n\xffght.txt")];
    assert_eq!(
        usage_error(BIN, &bad),
        "error: argument 2 is not valid UTF-8 text: `n\u{fffd}ght.txt`\n"
    );
    for (args, err) in [
        (
            &[
                "--selfplay",
                "18446744073709551615",
                "--players",
                "4",
                "--seed",
                "1",
            ][..],
            "error: --selfplay 18446744073709551615 is too large (at most 1000000)\n",
        ),
        (
            &["--selfplay", "1000001", "--players", "4", "--seed", "1"],
            "error: --selfplay 1000001 is too large (at most 1000000)\n",
        ),
        (
            &["--selfplay", "-5"],
            "error: --selfplay `-5` is not a whole number\n",
        ),
        (
            &["--selfplay", "1", "--players", "9", "--seed", "1"],
            "error: --players 9 is too large (at most 8)\n",
        ),
        (
            &["--selfplay", "1", "--players", "3", "--seed", "1"],
            "error: --players 3 is too small (at least 4)\n",
        ),
        (
            &["--selfplay", "1", "--players", "4", "--seed", "1", "--live"],
            "error: --selfplay takes no --show, --live, --serve, --save or --resume\n",
        ),
        (
            &["--save", "a.txt", "--resume", "b.txt"],
            "error: --save and --resume exclude each other\n",
        ),
        (&["--save"], "error: --save needs a value\n"),
        (
            &["--bot", "smart"],
            "error: --bot `smart` is not a bot: random or greedy\n",
        ),
        (
            &["--\u{1b}[31m"],
            "error: unknown argument `--\\u{1b}[31m`; see --help\n",
        ),
    ] {
        assert_eq!(usage_error(BIN, &os(args)), err, "{args:?}");
    }
}

#[test]
fn selfplay_is_bounded_reports_progress_and_stops_on_an_interrupt() {
    // Long enough to report progress (every 2 s) before it is interrupted.
    let mut child = Command::new(bin_path(BIN))
        .args([
            "--selfplay",
            "1000000",
            "--players",
            "8",
            "--seed",
            "3",
            "--bot",
            "greedy",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 256];
    while !seen.ends_with(b"\n") {
        let n = stderr.read(&mut buf).unwrap();
        assert!(n > 0, "no progress line");
        seen.extend(&buf[..n]);
    }
    let progress = String::from_utf8(seen).unwrap();
    assert!(
        progress.starts_with("selfplay: ") && progress.ends_with(" of 1000000 rounds in 2 s\n"),
        "{progress:?}"
    );
    // SAFETY: sending SIGINT to our own child, which is still running.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGINT);
    }
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{rest}");
    let played: u64 = rest
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("selfplay: interrupted after "))
        .and_then(|l| l.strip_suffix(" of 1000000 rounds"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{rest:?}"));
    assert!(played > 0 && played < 1_000_000);
    let report = String::from_utf8(out.stdout).unwrap();
    assert!(
        report.starts_with(&format!(
            "selfplay rounds {played} players 8 seed 3 bot greedy\n"
        )),
        "{report}"
    );
    assert!(report.contains("\nmatch\n"));
}

// ----- Nothing lost from the session log -----

/// The opening of a seeded round in which seat 1, after `1 draw` and `1 play 16 self`,
/// holds the cards 3, 298 and 164: `1 end keep 3 298` and `1 end keep 3` are both legal.
const KEEP_THREE: &str = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
                          deck 16 3 5 6 7 9 10 11\nskills C << I ~ >> C\n1 draw\n1 play 16 self\n";

/// The log deleted, moved away, replaced by another file and cut while the session runs:
/// before its next write the session writes all of itself again to the log's path, says
/// so in one line, and goes on (an `undo` too); at the end the log replays to the game
/// played.
#[test]
fn a_log_deleted_or_replaced_is_written_again_whole() {
    let dir = common::TempDir::new("live-deleted-log");
    let log = dir.join("night.txt");
    let script = testdata_script("skills-and-counters");
    let lines = script_lines(&script);
    type Mishap<'a> = (&'a str, Box<dyn Fn() + 'a>);
    let mishaps: Vec<Mishap> = vec![
        ("deleted", Box::new(|| std::fs::remove_file(&log).unwrap())),
        (
            "moved",
            Box::new(|| std::fs::rename(&log, dir.join("moved.txt")).unwrap()),
        ),
        (
            "replaced",
            Box::new(|| {
                std::fs::write(dir.join("other.txt"), "players 5\n").unwrap();
                std::fs::rename(dir.join("other.txt"), &log).unwrap();
            }),
        ),
        (
            "cut",
            Box::new(|| {
                let file = std::fs::OpenOptions::new().write(true).open(&log).unwrap();
                file.set_len(10).unwrap();
            }),
        ),
    ];
    let note = |lines: usize| {
        format!(
            "note: the session log night.txt was deleted, moved or changed: the whole session \
             ({lines} lines) is written there again\n"
        )
    };
    let mut s = Session::start(&dir, &["--live", "--save", "night.txt"]);
    s.answer();
    let mut mishaps = mishaps.iter();
    for (i, line) in lines.iter().enumerate() {
        let mishap = if i % 7 == 3 { mishaps.next() } else { None };
        if let Some((_, act)) = mishap {
            act();
        }
        let answer = s.send(line);
        match mishap {
            Some((what, _)) => {
                // Two comment lines head the log, then the lines before this one.
                assert!(answer.starts_with(&note(2 + i)), "{what}: {answer}");
                let text = std::fs::read_to_string(&log).unwrap();
                assert_eq!(script_lines(&text), lines[..=i], "{what}: {text}");
            }
            None => assert!(!answer.contains("note:"), "{line}: {answer}"),
        }
    }
    assert!(
        mishaps.next().is_none(),
        "the script is long enough for every mishap"
    );
    // `undo` after the file went: written again, then the line is cut off.
    std::fs::remove_file(&log).unwrap();
    let undone = s.send("undo");
    assert!(undone.starts_with(&note(2 + lines.len())), "{undone}");
    assert!(undone.contains("\nundone: "), "{undone}");
    let last = lines[lines.len() - 1];
    s.send(last);
    let (rest, status) = s.close();
    assert!(status.success(), "{rest}");
    assert!(rest.contains("\nmatch\n"), "{rest}");
    let text = std::fs::read_to_string(&log).unwrap();
    assert_eq!(
        batch(&text),
        batch(&script),
        "the log replays to the game played"
    );
}

/// When the log's path holds another session's log by the time this session writes again,
/// that log is left alone: this session goes on in a new file beside it, says so, and its
/// hint to resume names that file.
#[test]
fn a_log_taken_by_another_session_goes_on_beside_it() {
    let dir = common::TempDir::new("live-taken-log");
    let mut first = Session::start(&dir, &["--live", "--save", "night.txt"]);
    first.answer();
    first.send("players 4");
    std::fs::remove_file(dir.join("night.txt")).unwrap();
    let mut second = Session::start(&dir, &["--live", "--save", "night.txt"]);
    second.answer();
    second.send("players 5");
    let answer = first.send("seed 1");
    assert!(
        answer.starts_with(
            "note: the session log night.txt is now another session's log: this session goes \
             on in night-2.txt (all its 3 lines written there)\n"
        ),
        "{answer}"
    );
    let (rest, status) = first.close();
    assert!(status.success());
    assert!(
        rest.ends_with("resume it with: xor_trie_referee --resume night-2.txt\n"),
        "{rest}"
    );
    let (_, status) = second.close();
    assert!(status.success());
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    assert_eq!(script_lines(&read("night-2.txt")), ["players 4", "seed 1"]);
    assert_eq!(script_lines(&read("night.txt")), ["players 5"]);
}

/// Under a file-size limit (`ulimit -f`) a log write past it is a write error like a full
/// disk: one `error:` line, status 1, whole lines in the log (SIGXFSZ, by default, killed
/// the referee in the middle of the write, without a word, leaving a torn line).
#[test]
fn a_file_size_limit_is_a_write_error_not_a_silent_death() {
    let dir = common::TempDir::new("live-fsize");
    let before = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n";
    let (status, err) = limited_session(&dir, "whole.txt", 1 << 20, before);
    assert_eq!(status, Some(0), "{err}");
    let whole = std::fs::read_to_string(dir.join("whole.txt")).unwrap();
    let (status, err) = limited_session(&dir, "limited.txt", whole.len() as u64 - 3, before);
    assert_eq!(status, Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: cannot write the session log limited.txt: File too large"),
        "{err}"
    );
    let limited = std::fs::read_to_string(dir.join("limited.txt")).unwrap();
    assert!(
        limited.ends_with('\n') && whole.starts_with(&limited),
        "{limited:?}"
    );
}

/// One rule for an unfinished last line, in batch replay and in `--resume`: it is dropped,
/// with the same note in both. `1 end keep 3 298` cut to `1 end keep 3` would keep one
/// card instead of two: neither mode applies it.
#[test]
fn a_torn_last_line_is_dropped_alike_by_batch_replay_and_resume() {
    let dir = common::TempDir::new("live-torn");
    let torn = format!("{KEEP_THREE}1 end keep 3");
    let note = "note: the unfinished last line (no newline at its end) was dropped, never \
                acknowledged: `1 end keep 3`";
    // Batch replay: the transcript of the whole lines; the note on stderr, and the round's
    // end missing (the line was not applied).
    let out = common::run_bin(BIN, torn.as_bytes());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().next(), Some(note), "{err}");
    let (code, stdout) = (out.status.code(), String::from_utf8(out.stdout).unwrap());
    let whole = common::run_bin(BIN, KEEP_THREE.as_bytes());
    assert_eq!(stdout, String::from_utf8(whole.stdout).unwrap());
    assert_eq!(code, whole.status.code());
    assert!(!stdout.contains("end seat 1"), "{stdout}");
    // `--resume`: the same note in the banner; the session goes on from before the line.
    std::fs::write(dir.join("night.txt"), &torn).unwrap();
    let mut s = Session::start(&dir, &["--resume", "night.txt"]);
    let banner = s.answer();
    assert!(banner.contains(&format!("\n{note}\n")), "{banner}");
    let kept = s.send("1 end keep 3 298");
    assert!(
        kept.starts_with("end seat 1 keep [3 298] discard [164]\n"),
        "{kept}"
    );
    let (_, status) = s.close();
    assert!(status.success());
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    assert_eq!(log, format!("{KEEP_THREE}1 end keep 3 298\n"));
}

/// A comment typed on a live line comes back escaped in `history` and in `undo`'s
/// `undone:` line (every answer is checked to be in words): an escape sequence, a
/// terminal-title sequence and a right-to-left override cannot act on the terminal. The
/// log keeps the line as typed, and replays.
#[test]
fn comments_are_echoed_escaped() {
    let dir = common::TempDir::new("live-comments");
    let mut s = Session::start(&dir, &["--live", "--save", "night.txt"]);
    s.answer();
    for line in script_lines(KEEP_THREE) {
        s.send(line);
    }
    let typed = "1 end keep 3 298 # \u{1b}]0;owned\u{7}\u{1b}[2J \u{202e}kcab";
    let shown = "1 end keep 3 298 # \\u{1b}]0;owned\\u{7}\\u{1b}[2J \\u{202e}kcab";
    s.send(typed);
    let history = s.send("history");
    assert!(history.ends_with(&format!("\n  {shown}\n")), "{history}");
    let undone = s.send("undo");
    assert!(
        undone.starts_with(&format!("undone: {shown}\n")),
        "{undone}"
    );
    s.send(typed);
    let (_, status) = s.close();
    assert!(status.success());
    let log = std::fs::read_to_string(dir.join("night.txt")).unwrap();
    assert!(log.ends_with(&format!("\n{typed}\n")), "{log:?}");
    let replay = |script: &str| common::run_bin(BIN, script.as_bytes()).stdout;
    assert_eq!(
        replay(&log),
        replay(&format!("{KEEP_THREE}1 end keep 3 298\n")),
        "the comment changes nothing"
    );
}
