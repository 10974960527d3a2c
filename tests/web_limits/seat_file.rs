//! The seat-link file's rules: nothing made by a `--serve` that cannot listen, never
//! adopted when not written by the session, a resumed session's own only, and a file that
//! cannot be written leaving nothing.

use super::*;

#[test]
fn a_serve_that_cannot_listen_creates_no_file() {
    let dir = scratch("no-listen");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let at = format!("127.0.0.1:{port}");
    let log = dir.join("night.txt");
    let state = dir.join("state");
    std::fs::create_dir(&state).unwrap();
    let with_state = |c: &mut Command| {
        c.env("XDG_STATE_HOME", &state);
    };
    for args in [
        vec!["--serve", &at, "--save", log.to_str().unwrap()],
        vec!["--serve", &at],
    ] {
        let out = referee(&args, "players 4\nquit\n", with_state);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let line = error_line(&out);
        assert!(
            line.starts_with(&format!("error: --serve `{at}`: cannot listen there: ")),
            "{line}"
        );
        assert_eq!(names(&dir), ["state"], "{args:?}");
        assert!(names(&state).is_empty(), "{args:?}");
    }
    // Once the port is free, the same command works.
    drop(taken);
    let out = referee(
        &["--serve", &at, "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        with_state,
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(names(&dir), ["night.txt", "night.txt.seats", "state"]);
    let seats = std::fs::metadata(dir.join("night.txt.seats")).unwrap();
    assert_eq!(seats.mode() & 0o777, 0o600);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_new_session_never_adopts_seat_links_it_did_not_write() {
    let dir = scratch("adopt");
    let log = dir.join("night.txt");
    let seats = dir.join("night.txt.seats");
    std::fs::write(&seats, chosen_tokens()).unwrap();
    std::fs::set_permissions(&seats, std::fs::Permissions::from_mode(0o600)).unwrap();
    let out = referee(
        &["--serve", "127.0.0.1:0", "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        |_| {},
    );
    assert_eq!(out.status.code(), Some(2));
    let line = error_line(&out);
    assert_eq!(
        line,
        format!(
            "error: {} exists: a new session never takes its seat links from a file it did not write; remove it, or continue its session with --resume {}\n",
            seats.display(),
            log.display()
        )
    );
    assert!(!String::from_utf8_lossy(&out.stdout).contains("0000000000"));
    // Nothing made, nothing changed.
    assert_eq!(names(&dir), ["night.txt.seats"]);
    assert_eq!(std::fs::read_to_string(&seats).unwrap(), chosen_tokens());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_resumed_session_uses_only_a_seat_file_of_its_own() {
    let dir = scratch("resume-seats");
    let log = dir.join("night.txt");
    let seats = dir.join("night.txt.seats");
    let out = referee(
        &["--serve", "127.0.0.1:0", "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        |_| {},
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let links = |out: &Output| -> Vec<String> {
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| {
                let l = web::after_prompt(l).unwrap_or(l);
                l.strip_prefix("seat ")?
                    .split_once(' ')?
                    .1
                    .rsplit('/')
                    .next()
                    .map(String::from)
            })
            .collect()
    };
    let first = links(&out);
    assert_eq!(first.len(), 4, "{out:?}");
    let resume = || {
        referee(
            &["--serve", "127.0.0.1:0", "--resume", log.to_str().unwrap()],
            "quit\n",
            |_| {},
        )
    };
    let out = resume();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(links(&out), first, "the same links");
    // Others may write it (or read it): refused.
    for mode in [0o666, 0o620, 0o604] {
        std::fs::set_permissions(&seats, std::fs::Permissions::from_mode(mode)).unwrap();
        let out = resume();
        assert_eq!(out.status.code(), Some(2), "{mode:o}");
        let line = error_line(&out);
        assert!(
            line.contains(&format!(
                "does not hold this session's seat links: its mode is {mode:04o}, so others may read or change it"
            )),
            "{line}"
        );
    }
    std::fs::set_permissions(&seats, std::fs::Permissions::from_mode(0o600)).unwrap();
    // A link to a file of the right form: refused.
    let elsewhere = dir.join("elsewhere");
    std::fs::rename(&seats, &elsewhere).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &seats).unwrap();
    let out = resume();
    assert_eq!(out.status.code(), Some(2));
    assert!(error_line(&out).ends_with("it is a symbolic link\n"));
    std::fs::remove_file(&seats).unwrap();
    std::fs::rename(&elsewhere, &seats).unwrap();
    // Another user's file: refused (only root can give a file away to show it).
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        std::os::unix::fs::chown(&seats, Some(65534), None).unwrap();
        let out = resume();
        assert_eq!(out.status.code(), Some(2));
        assert!(
            error_line(&out).contains("it belongs to another user (user id 65534, not 0)"),
            "{out:?}"
        );
        std::os::unix::fs::chown(&seats, Some(0), None).unwrap();
    }
    let out = resume();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(links(&out), first);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_seat_file_that_cannot_be_written_leaves_nothing_and_exits_1() {
    let dir = scratch("full");
    let log = dir.join("night.txt");
    let seats = dir.join("night.txt.seats");
    // A new session: the log fits, the seat links (8 lines of 33 bytes) do not.
    let out = referee(
        &["--serve", "127.0.0.1:0", "--save", log.to_str().unwrap()],
        "players 4\nquit\n",
        file_size_limit(200),
    );
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert_eq!(
        error_line(&out),
        format!(
            "error: cannot write the seat links to {}: File too large (os error 27)\n",
            seats.display()
        )
    );
    assert!(names(&dir).is_empty(), "{:?}", names(&dir));
    // A session played without serving, then resumed to serve, on a full disk: its log
    // stays as it was, and no seat-link file or part of one is left.
    let out = referee(
        &["--live", "--save", log.to_str().unwrap()],
        "players 4\nseed 2026\nbegin\nquit\n",
        |_| {},
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let played = std::fs::read(&log).unwrap();
    let resume = |prepare: Box<dyn FnOnce(&mut Command)>| {
        referee(
            &["--serve", "127.0.0.1:0", "--resume", log.to_str().unwrap()],
            "quit\n",
            prepare,
        )
    };
    let out = resume(Box::new(file_size_limit(200)));
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(error_line(&out).starts_with("error: cannot write the seat links to "));
    assert_eq!(names(&dir), ["night.txt"]);
    assert_eq!(std::fs::read(&log).unwrap(), played);
    // With room again, the same command works.
    let out = resume(Box::new(|_| {}));
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("seat 4 http://127.0.0.1:"));
    assert_eq!(names(&dir), ["night.txt", "night.txt.seats"]);
    std::fs::remove_dir_all(&dir).unwrap();
}
