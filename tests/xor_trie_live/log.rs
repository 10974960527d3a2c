//! Nothing lost from the session log: saved, resumed and never overwritten, named in the
//! state directory without `--save`, a log that cannot be written, a full disk, an
//! unfinished or torn last line, a log in use, deleted, replaced or taken by another
//! session, a file size limit.

use super::*;

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
