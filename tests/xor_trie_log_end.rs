//! The session log is never lost at the end of a live session (`xor_trie_referee`): a log
//! deleted or replaced during a session that then ends without another applied line (a
//! `status`, a refused line, `quit`, the end of the input) is written whole again before
//! the session names it, and resumes to the same game; a log that cannot be written again
//! (its directory gone) is saved in the state directory (status 1, the error naming it),
//! or, where nothing can be written, its lines follow on standard error; a log whose
//! header cannot be written (a file-size limit) leaves nothing behind (status 1), and the
//! same command then works; and a process whose descriptors are all taken by connections
//! to `--serve` still writes its deleted log again.

mod common;
#[path = "common/flood.rs"]
mod flood;
#[path = "common/web.rs"]
mod web;

use common::{TempDir, bin_path, poll};
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use web::{PATIENCE, Served};

/// The lines of a round that is set up but not over.
const OPENING: [&str; 5] = [
    "players 4",
    "seed 1",
    "deal 1 2 4 8",
    "markers 500 501",
    "begin",
];

/// The referee with `args`, run in `dir`, with `XDG_STATE_HOME` set to `dir/state` (no
/// test writes into the real state directory).
fn referee(dir: &Path, args: &[&str]) -> Command {
    let mut cmd = Command::new(bin_path("xor_trie_referee"));
    cmd.args(args)
        .current_dir(dir)
        .env("XDG_STATE_HOME", dir.join("state"));
    common::without_locale(&mut cmd);
    cmd
}

/// A live session fed through a pipe, its standard output and standard error gathered
/// together by a thread.
struct Live {
    child: Child,
    stdin: Option<ChildStdin>,
    out: Arc<Mutex<String>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

impl Live {
    /// Starts `cmd` (taken: the pipe's write ends it holds go with it, so that the
    /// gathering thread sees the end).
    fn start(mut cmd: Command) -> Live {
        let (reader, writer) = std::io::pipe().unwrap();
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(writer.try_clone().unwrap())
            .stderr(writer)
            .spawn()
            .unwrap();
        let out = Arc::new(Mutex::new(String::new()));
        let gathered = out.clone();
        let reader = std::thread::spawn(move || {
            let mut reader = reader;
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                gathered
                    .lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let stdin = child.stdin.take();
        Live {
            child,
            stdin,
            out,
            reader: Some(reader),
        }
    }

    fn output(&self) -> String {
        self.out.lock().unwrap().clone()
    }

    /// The prompts shown so far: lines that start with one (a piped session's answer
    /// follows its prompt on the same line), the one open at the end included.
    fn prompts(&self) -> usize {
        let out = self.output();
        out.split('\n')
            .filter(|l| web::after_prompt(l).is_some())
            .count()
    }

    /// Types `line` and waits until it was answered: the next prompt (written after the
    /// answer, and after the `error:` line of a refused line).
    fn send(&mut self, line: &str) {
        let prompts = self.prompts();
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        poll(PATIENCE, || (self.prompts() > prompts).then_some(()))
            .unwrap_or_else(|| panic!("no answer to {line:?}: {}", self.output()));
    }

    /// Types `line` (if any), closes the input, and returns the exit status and all it
    /// wrote.
    fn end(mut self, line: Option<&str>) -> (Option<i32>, String) {
        if let Some(l) = line {
            writeln!(self.stdin.as_mut().unwrap(), "{l}").unwrap();
        }
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        self.reader.take().unwrap().join().unwrap();
        (status.code(), self.output())
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The lines of a log that are not comments.
fn script_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

/// The batch referee's transcript of `script` (its standard output: an unfinished game is
/// an error after it, the same for both).
fn batch(script: &str) -> String {
    let out = referee(Path::new("."), &[])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(script.as_bytes())?;
            c.wait_with_output()
        })
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// Resumes `log` in `dir` and quits at once: the exit status and standard output.
fn resume(dir: &Path, log: &str) -> Output {
    let mut child = referee(dir, &["--live", "--resume", log])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    child.wait_with_output().unwrap()
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut n: Vec<String> = std::fs::read_dir(dir)
        .map(|d| {
            d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    n.sort();
    n
}

/// For each way a session ends without another applied line, the log deleted (or
/// replaced by another file) just before: it is written whole again before the session
/// names it, the note says so, the session ends well (status 0) naming it to resume, and
/// it resumes and replays to the game played.
#[test]
fn a_log_deleted_or_replaced_before_the_end_is_written_whole_again() {
    let dir = TempDir::new("log-end");
    let endings: [(&str, Option<&str>, bool); 5] = [
        ("status", Some("status"), false),
        ("a refused line", Some("players 9"), false),
        ("quit", Some("quit"), false),
        ("the end of the input", None, false),
        ("replaced, then quit", Some("quit"), true),
    ];
    for (k, (what, last, replace)) in endings.into_iter().enumerate() {
        let name = format!("night{k}.txt");
        let log = dir.join(&name);
        let mut s = Live::start(referee(&dir, &["--live", "--save", &name]));
        for l in OPENING {
            s.send(l);
        }
        if replace {
            std::fs::write(dir.join("other.txt"), "players 5\n").unwrap();
            std::fs::rename(dir.join("other.txt"), &log).unwrap();
        } else {
            std::fs::remove_file(&log).unwrap();
        }
        let (status, out) = match last {
            // A line answered while the session goes on: the log is back at once.
            Some(l @ ("status" | "players 9")) => {
                s.send(l);
                assert!(log.exists(), "{what}: {}", s.output());
                s.end(None)
            }
            other => s.end(other),
        };
        assert_eq!(status, Some(0), "{what}: {out}");
        let note = format!(
            "note: the session log {name} was deleted, moved or changed: the whole session \
             (7 lines) is written there again\n"
        );
        assert_eq!(out.matches(&note).count(), 1, "{what}: {out}");
        assert!(
            out.ends_with(&format!(
                "resume it with: xor_trie_referee --resume {name}\n"
            )),
            "{what}: {out}"
        );
        let text = std::fs::read_to_string(&log).unwrap();
        assert_eq!(script_lines(&text), OPENING, "{what}: {text}");
        assert_eq!(batch(&text), batch(&OPENING.join("\n")), "{what}");
        let again = resume(&dir, &name);
        let said = String::from_utf8_lossy(&again.stdout);
        assert_eq!(again.status.code(), Some(0), "{what}: {said}");
        assert!(
            said.contains(&format!("session log: {name} (resumed: 5 lines replayed)")),
            "{what}: {said}"
        );
    }
}

/// The log's directory replaced by a regular file: the log cannot be written again at its
/// path. The session says so, saves its lines in the state directory, names that file,
/// and ends with status 1; the file resumes. Were the state directory and the temporary
/// directory unwritable too, the lines follow on standard error.
#[test]
fn a_log_that_cannot_be_written_again_is_saved_in_the_state_directory() {
    let dir = TempDir::new("log-rescued");
    std::fs::create_dir(dir.join("sub")).unwrap();
    let mut s = Live::start(referee(&dir, &["--live", "--save", "sub/night.txt"]));
    for l in OPENING {
        s.send(l);
    }
    std::fs::remove_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub"), "a file where the directory was\n").unwrap();
    let (status, out) = s.end(Some("quit"));
    assert_eq!(status, Some(1), "{out}");
    let rescued = dir.join("state/grundy/night-rescued.txt");
    let error = format!(
        "error: the session log sub/night.txt is gone and cannot be written there again \
         (Not a directory (os error 20)): the whole session (7 lines) is saved in {0}; \
         resume it with: xor_trie_referee --resume {0}\n",
        rescued.display()
    );
    assert!(out.ends_with(&error), "{out}");
    assert!(
        !out.contains("resume it with: xor_trie_referee --resume sub/"),
        "{out}"
    );
    let text = std::fs::read_to_string(&rescued).unwrap();
    assert_eq!(script_lines(&text), OPENING);
    let again = resume(&dir, rescued.to_str().unwrap());
    assert_eq!(again.status.code(), Some(0));
    // Nowhere to write: the state directory and the temporary directory under a file.
    std::fs::create_dir(dir.join("sub2")).unwrap();
    let mut cmd = referee(&dir, &["--live", "--save", "sub2/night.txt"]);
    cmd.env("XDG_STATE_HOME", dir.join("sub/state"))
        .env("TMPDIR", dir.join("sub/tmp"));
    let mut s = Live::start(cmd);
    for l in OPENING {
        s.send(l);
    }
    std::fs::remove_dir_all(dir.join("sub2")).unwrap();
    let (status, out) = s.end(None);
    assert_eq!(status, Some(1), "{out}");
    let (head, lines) = out
        .split_once(
            "error: the session log sub2/night.txt is gone and cannot be written there again \
             (No such file or directory (os error 2)), nor in the state directory (Not a \
             directory (os error 20)): the whole session (7 lines) follows on standard error\n",
        )
        .unwrap_or_else(|| panic!("{out}"));
    assert!(!head.contains("resume it with"), "{head}");
    assert!(lines.starts_with("# XOR-Trie session log"), "{lines}");
    assert_eq!(script_lines(lines), OPENING);
}

/// Files limited to 10 bytes (`ulimit -f`, set in the child): the log's header cannot be
/// written. Status 1, one `error:` line, nothing left behind (neither the log nor a seat
/// file, nor an automatic log in the state directory), and the same command runs once
/// the limit is gone, `--serve` too.
#[test]
fn a_header_that_cannot_be_written_leaves_nothing_and_the_same_command_runs_later() {
    let dir = TempDir::new("log-header");
    std::fs::create_dir(dir.join("state")).unwrap();
    let limited = |cmd: &mut Command| {
        // SAFETY: only an async-signal-safe call between fork and exec.
        unsafe {
            cmd.pre_exec(|| {
                let limit = libc::rlimit {
                    rlim_cur: 10,
                    rlim_max: 10,
                };
                libc::setrlimit(libc::RLIMIT_FSIZE, &limit);
                Ok(())
            });
        }
    };
    let run = |args: &[&str], limit: bool| {
        let mut cmd = referee(&dir, args);
        if limit {
            limited(&mut cmd);
        }
        cmd.stdin(Stdio::null()).output().unwrap()
    };
    for args in [
        &["--live", "--save", "night.txt"][..],
        &["--serve", "127.0.0.1:0", "--save", "night.txt"][..],
        &["--live"][..],
    ] {
        let out = run(args, true);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: cannot write the session log ")
                && err.ends_with(": File too large (os error 27)\n"),
            "{args:?}: {err}"
        );
        let left: Vec<String> = names(&dir)
            .into_iter()
            .chain(names(&dir.join("state/grundy")))
            .collect();
        assert_eq!(left, ["state"], "{args:?}: nothing left behind");
        let out = run(args, false);
        let said = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {said}");
        assert!(said.contains("session log: "), "{said}");
        for name in names(&dir) {
            if name != "state" {
                std::fs::remove_file(dir.join(name)).unwrap();
            }
        }
        let _ = std::fs::remove_dir_all(dir.join("state"));
        std::fs::create_dir(dir.join("state")).unwrap();
    }
}

/// The open descriptors of process `pid`.
fn descriptors(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

/// A served session limited to 64 descriptors (`ulimit -n`, set in the child), every one
/// of them taken by anonymous connections (more wait in the queue, so a descriptor freed
/// is taken again): its log, deleted, is still written whole again after the next line.
#[test]
fn a_log_deleted_while_connections_take_every_descriptor_is_still_written_again() {
    const LIMIT: u64 = 64;
    let dir = web::scratch("log-nofile");
    let log = dir.join("night.txt");
    let mut s = Served::start_with(
        "127.0.0.1:0",
        &["--save", log.to_str().unwrap()],
        &log,
        |cmd| {
            // SAFETY: only an async-signal-safe call between fork and exec.
            unsafe {
                cmd.pre_exec(|| {
                    let limit = libc::rlimit {
                        rlim_cur: LIMIT,
                        rlim_max: LIMIT,
                    };
                    libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
                    Ok(())
                });
            }
        },
    );
    for l in OPENING {
        s.type_line(l);
    }
    let at: std::net::SocketAddr = s.base.trim_start_matches("http://").parse().unwrap();
    // Twice as many connections as descriptors, from 8 addresses (each within its share of
    // the server's connections, so none is cut for fairness): the rest wait in the queue.
    let conns: Vec<std::net::TcpStream> = (0..2 * LIMIT)
        .map(|k| flood::connect_from(flood::loopback(2 + (k % 8) as u8), at).unwrap())
        .collect();
    let pid = s.pid();
    poll(PATIENCE, || {
        (descriptors(pid) as u64 >= LIMIT).then_some(())
    })
    .unwrap_or_else(|| panic!("the connections took {} descriptors", descriptors(pid)));
    let again = "was deleted, moved or changed: the whole session (7 lines) is written there again";
    std::fs::remove_file(&log).unwrap();
    s.type_line("status");
    assert_eq!(s.output().matches(again).count(), 1, "{}", s.output());
    assert_eq!(
        script_lines(&std::fs::read_to_string(&log).unwrap()),
        OPENING
    );
    // Deleted again, every descriptor still taken, and the session ends.
    assert!(descriptors(pid) as u64 >= LIMIT - 1, "{}", descriptors(pid));
    std::fs::remove_file(&log).unwrap();
    let out = s.quit();
    assert_eq!(out.matches(again).count(), 2, "{out}");
    assert_eq!(
        script_lines(&std::fs::read_to_string(&log).unwrap()),
        OPENING
    );
    drop(conns);
}

/// Ctrl-C (SIGINT) to a session fed through a pipe, waiting for its next line, with its log
/// deleted just before: the session ends as a terminal's Ctrl-C ends it (status 0, the
/// unfinished game named to resume), its log written whole again first; and the same for a
/// served session, whose interrupt the kernel may deliver to any of its threads.
#[test]
fn an_interrupt_ends_a_piped_session_cleanly_with_its_log_written_again() {
    let dir = TempDir::new("log-interrupt");
    for (k, serve) in [(0, false), (1, true)] {
        let name = format!("night{k}.txt");
        let log = dir.join(&name);
        let mut args = vec!["--live", "--save", name.as_str()];
        if serve {
            args.extend(["--serve", "127.0.0.1:0"]);
        }
        let mut s = Live::start(referee(&dir, &args));
        for l in OPENING {
            s.send(l);
        }
        std::fs::remove_file(&log).unwrap();
        // SAFETY: a plain system call on the child this test started.
        unsafe {
            libc::kill(s.child.id() as libc::pid_t, libc::SIGINT);
        }
        let status = poll(PATIENCE, || s.child.try_wait().unwrap())
            .unwrap_or_else(|| panic!("still running after SIGINT: {}", s.output()));
        s.reader.take().unwrap().join().unwrap();
        let out = s.output();
        assert_eq!(status.code(), Some(0), "serve {serve}: {out}");
        assert_eq!(
            out.matches(
                "was deleted, moved or changed: the whole session (7 lines) is written there again"
            )
            .count(),
            1,
            "serve {serve}: {out}"
        );
        assert!(
            out.ends_with(&format!(
                "resume it with: xor_trie_referee --resume {name}\n"
            )),
            "serve {serve}: {out}"
        );
        let text = std::fs::read_to_string(&log).unwrap();
        assert_eq!(script_lines(&text), OPENING, "serve {serve}: {text}");
    }
}
