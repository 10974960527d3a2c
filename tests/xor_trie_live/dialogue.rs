//! The dialogue at the table: each answer before the next line, a bad line changing
//! nothing, `undo`, a terminal on standard input, the game-night walk-through run for
//! real, private hands and house rules in words, Ctrl-C, comments echoed escaped, and a
//! Chinese terminal playing the same game with the same log.

use super::*;

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

/// A seeded match typed at a Chinese terminal and at an English one: the same log, byte
/// for byte, and the same standings and match ranking (the Chinese in the game's words,
/// with the same numbers); batch mode, whatever the language, is the protocol.
#[test]
fn a_chinese_terminal_plays_the_same_game_with_the_same_log() {
    let dir = common::TempDir::new("live-lang");
    let script = testdata_script("deaths-and-match");
    let state = dir.join("state");
    let state = state.to_str().unwrap();
    let run = |lang: &[&str], env: &[(&str, &str)], log: &str| {
        let path = dir.join(log);
        let path = path.to_str().unwrap();
        let mut env = env.to_vec();
        env.push(("XDG_STATE_HOME", state));
        let args = [&["--live", "--save", path][..], lang].concat();
        let out = common::run_bin_env(BIN, &args, &env, script.as_bytes());
        assert!(out.status.success(), "{lang:?}");
        let log = std::fs::read_to_string(path).unwrap();
        // The log's first line names the minute it was started.
        let log: String = log.lines().skip(1).map(|l| format!("{l}\n")).collect();
        let shown = String::from_utf8(out.stdout).unwrap();
        (shown.replace(&dir.display().to_string(), "DIR"), log)
    };
    let (en, en_log) = run(&["--lang", "en"], &[], "en.txt");
    let (zh, zh_log) = run(&["--lang", "zh"], &[], "zh.txt");
    let (plain, _) = run(&[], &[], "plain.txt");
    let (locale, _) = run(&[], &[("LANG", "zh_CN.UTF-8")], "locale.txt");
    assert_eq!(zh_log, en_log, "the same log");
    assert_eq!(
        plain.replace("plain.txt", "en.txt"),
        en,
        "English by default"
    );
    assert_eq!(
        locale.replace("locale.txt", "zh.txt"),
        zh,
        "the locale's language"
    );
    // The same standings, round by round, and the same match ranking.
    let (e, z) = (english_results(&en), chinese_results(&zh));
    assert_eq!(e.len(), 4 * 3, "{en}");
    assert_eq!(z, e, "{zh}");
    // The Chinese terminal is Chinese, in words, with the game in the rulebook's words.
    assert_in_words("zh", &zh);
    for words in [
        "现场裁判",
        "博弈1 设置> ",
        "座位",
        "亡标记",
        "本次博弈排名",
        "比赛总排名",
        "金奖",
    ] {
        assert!(zh.contains(words), "{words}: {zh}");
    }
    for english in ["play seat ", "standings", "seat 1 ", "round 1"] {
        assert!(!zh.contains(english), "{english}: {zh}");
    }
    // A refusal at a Chinese table is Chinese; the log replays in batch mode, in any
    // language, to the protocol's transcript, and batch mode's error lines stay English.
    let bad = dir.join("bad.txt");
    let args = ["--live", "--lang", "zh", "--save", bad.to_str().unwrap()];
    let out = common::run_bin_env(
        BIN,
        &args,
        &[("XDG_STATE_HOME", state)],
        b"players 4\n2 draw\n",
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "error: 还没有设置任何一次博弈，先给`seed S`或`physical`\n"
    );
    let replayed = run_ok(BIN, &std::fs::read_to_string(dir.join("zh.txt")).unwrap());
    assert_eq!(replayed, batch(&script));
    let out = common::run_bin_env(BIN, &["--lang", "zh"], &[], b"players 4\nseed 1\n1 jump\n");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "error: line 3: unknown action `jump`\n"
    );
}
