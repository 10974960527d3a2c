//! The `xor_trie_referee` binary in batch mode: the line protocol's errors (exit 2, the
//! transcript up to the bad line on stdout, nothing applied from it), comments, the
//! suite's reader, `--show` and `--selfplay` (the live session is `tests/xor_trie_live.rs`). The rules themselves are unit-tested in `src/xor_trie/`; the golden
//! transcripts run through `tests/samples.rs`. Three rules that one unit test each held
//! are tested a second time here, through scripts: the hand limit with unseen cards, the
//! caster's counter, death after a skill.

mod common;

use common::{as_physical, run_bin, run_ok};

const BIN: &str = "xor_trie_referee";

/// A legal opening used by the error tests: seat 1 starts, holding 16 and 3 (shared with
/// the library's unit tests of the protocol).
const OPENING: &str = include_str!("cases/xor_trie_referee/opening.txt");

fn run(args: &[&str], stdin: &str) -> std::process::Output {
    let mut cmd = std::process::Command::new(common::bin_path(BIN));
    cmd.args(args);
    let mut child = cmd
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// `script` must make the referee exit with status 2 and exactly one stderr line,
/// `error: line L: <why>`, in words.
fn assert_error(out: &std::process::Output, script: &str, line: usize, why: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{script:?}: stderr {err}");
    assert_eq!(err, format!("error: line {line}: {why}\n"), "{script:?}");
    common::assert_in_words(&format!("{script:?}"), &err);
}

/// `script` must fail at line `line` for exactly `why`; stdout must be exactly the
/// transcript of the lines before it: what the referee prints for that prefix followed by
/// an unknown command (not the prefix alone, whose end would let a skill waiting for
/// counters act and would print the match ranking).
fn assert_fails_at(script: &str, line: usize, why: &str) {
    let out = run_bin(BIN, script.as_bytes());
    assert_error(&out, script, line, why);
    let prefix = format!("error: line {line}: ");
    let mut before: String = script
        .split_inclusive('\n')
        .take(line - 1)
        .collect::<String>();
    if !before.is_empty() && !before.ends_with('\n') {
        before.push('\n');
    }
    before.push_str("nonsense\n");
    let reference = run_bin(BIN, before.as_bytes());
    assert!(
        String::from_utf8_lossy(&reference.stderr).starts_with(&prefix),
        "{before:?}: the reference does not fail at line {line}"
    );
    let expected = String::from_utf8(reference.stdout).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        expected,
        "{script:?}: stdout is not the transcript before line {line}"
    );
}

/// `script` must fail at its setup line `line` for exactly `why`: the round is not set
/// up, so nothing is printed (every such case here is in the first round).
fn assert_setup_fails_at(script: &str, line: usize, why: &str) {
    let out = run_bin(BIN, script.as_bytes());
    assert_error(&out, script, line, why);
    assert!(out.stdout.is_empty(), "{script:?}: the round was set up");
}

/// `script` stops at line `line` for exactly `why` (a line the referee refused, or the
/// end of the input in the middle of a round); stdout holds the whole transcript, which
/// must end with `tail`.
fn assert_ends_early(script: &str, line: usize, why: &str, tail: &str) {
    let out = run_bin(BIN, script.as_bytes());
    assert_error(&out, script, line, why);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with(tail),
        "{script:?}: {text:?} does not end with {tail:?}"
    );
}

/// The message for an input without a command.
const EMPTY: &str = "the input is empty: the first command must be `players N`";

fn with(lines: &str) -> (String, usize) {
    let script = format!("{OPENING}{lines}");
    let n = script.lines().count();
    (script, n)
}

#[test]
fn bad_first_lines() {
    assert_fails_at("", 1, EMPTY);
    assert_fails_at("\n# only a comment\n", 1, EMPTY);
    assert_fails_at("seed 1\n", 1, "the first command must be `players N`");
    assert_fails_at(
        "players 3\n",
        1,
        "3 players: the game is for 4 to 8 players",
    );
    assert_fails_at(
        "players 9\n",
        1,
        "9 players: the game is for 4 to 8 players",
    );
    assert_fails_at("players four\n", 1, "cannot read `four` as a player count");
    assert_fails_at("players 4 5\n", 1, "`players` takes 1 argument, got 2");
    assert_fails_at("players 4\nplayers 4\n", 2, "`players` is given twice");
    assert_fails_at("players 4\n", 1, "the input holds no round");
    assert_fails_at(
        "players 4\n1 draw\n",
        2,
        "no round has been set up: give `seed S` or `physical` first",
    );
    assert_fails_at(
        "players 4\nround\n1 draw\n",
        3,
        "round 1 needs `seed S` or `physical` before its first action",
    );
    assert_fails_at(
        "players 4\nround\nround\n",
        3,
        "round 1 is being set up: its setup lines, then `begin`",
    );
    assert_setup_fails_at(
        "players 4\nseed -1\n",
        2,
        "cannot read `-1` as a seed (a whole number from 0 to 2^64 − 1)",
    );
    assert_setup_fails_at("players 4\nseed 1 2\n", 2, "`seed` takes 1 argument, got 2");
    assert_setup_fails_at(
        "players 4\nseed 1\nseed 2\n",
        3,
        "`seed` is given twice for round 1",
    );
    assert_ends_early(
        "players 4\nseed 1\n\n# no action\n",
        2,
        "the input ends before round 1 has ended",
        "turn 1 seat 3\n",
    );
    assert_fails_at("players 4\nhello\n", 2, "unknown command `hello`");
    let bytes = b"players 4\nseed 1\n\xff\n";
    let out = run_bin(BIN, bytes);
    assert_error(&out, "…\\xff", 3, "input is not valid UTF-8 text");
    assert!(out.stdout.is_empty());
}

#[test]
fn bad_setup_lines() {
    let p = "players 4\nseed 1\n";
    assert_setup_fails_at(
        &format!("{p}deal 1 2 3\n"),
        3,
        "deal lists 3 cards for 4 players",
    );
    assert_setup_fails_at(
        &format!("{p}deal 1 2 3 40\n"),
        3,
        "deal card 40 is not a card from 1 to 31",
    );
    assert_setup_fails_at(
        &format!("{p}deal 1 2 3 3\n"),
        3,
        "deal card 3 is already placed",
    );
    assert_setup_fails_at(
        &format!("{p}deal 1 2 3 x\n"),
        3,
        "cannot read `x` as a card",
    );
    assert_setup_fails_at(
        &format!("{p}markers 100\n"),
        3,
        "markers lists 1 card; 4 players set aside 2",
    );
    assert_setup_fails_at(
        &format!("{p}markers 100 600\n"),
        3,
        "marker card 600 is not a number card from 1 to 511",
    );
    assert_setup_fails_at(
        &format!("{p}deal 1 2 3 4\ndeck 5 4\n"),
        4,
        "deck card 4 is already placed",
    );
    assert_setup_fails_at(&format!("{p}deck\n"), 3, "`deck` lists no card");
    assert_setup_fails_at(
        &format!("{p}skills << X\n"),
        3,
        "`X` is not a skill (<< >> ~ I C)",
    );
    assert_setup_fails_at(
        &format!("{p}skills ~ ~ ~ ~ ~\n"),
        3,
        "skills lists 5 ~ cards; there are 4",
    );
    assert_setup_fails_at(
        &format!("{p}deal 1 2 3 4\ndeal 1 2 3 4\n"),
        4,
        "`deal` is given twice for round 1",
    );
    let (s, n) = with("1 play 16 self\ndeck 20\n");
    assert_fails_at(&s, n, "`deck` comes after round 1 has begun");
}

#[test]
fn bad_actions() {
    let cases: &[(&str, &str)] = &[
        ("0 draw", "there is no seat 0 among 4 players"),
        ("5 draw", "there is no seat 5 among 4 players"),
        ("1 give 5", "there is no seat 5 among 4 players"),
        ("x draw", "unknown command `x`"),
        ("1", "seat 1 names no action"),
        ("1 jump", "unknown action `jump`"),
        ("1 draw now", "cannot read `now` as a card"),
        ("1 draw 20", "this round deals from its seed: name no card"),
        ("1 take C", "seat 1 has no skill card to take"),
        ("pass", "no skill is waiting for counters"),
        ("1 play 16", "`play` takes 2 arguments, got 1"),
        ("1 play 16 both", "`both` is not self or public"),
        ("1 play sixteen self", "cannot read `sixteen` as a card"),
        ("1 play 5 self", "seat 1 does not hold card 5"),
        ("2 play 5 self", "it is seat 1's turn, not seat 2's"),
        ("1 end", "seat 1 must play a basic card before ending"),
        ("1 end 16", "`end` expects `keep` or `discard`, got `16`"),
        (
            "1 redeem",
            "a skill card is acquired only after the basic card",
        ),
        ("1 skill Q self", "`Q` is not a skill (<< >> ~ I C)"),
        (
            "1 skill C self 1 2",
            "`skill` takes 2 or 3 arguments, got 4",
        ),
        (
            "1 skill C self 1",
            "a skill is played only after the basic card",
        ),
        ("2 counter", "there is no skill to counter"),
        ("1 give 2", "seat 1 has no token to give"),
        ("1 give 1", "seat 1 cannot give a token to itself"),
        (
            "1 discard C",
            "seat 1 may discard a skill card only when holding three",
        ),
    ];
    for (line, needle) in cases {
        let (s, n) = with(&format!("{line}\n"));
        assert_fails_at(&s, n, needle);
    }
    // Later in a turn.
    let (s, n) = with("1 play 16 self\n1 end keep 3 3\n");
    assert_fails_at(&s, n, "card 3 is named twice");
    let (s, n) = with("1 play 16 self\n1 skill C self 1\n");
    assert_fails_at(&s, n, "seat 1 does not hold skill C");
    let (s, n) = with("1 play 16 self\n1 test 3\n1 skill C self 3\n");
    assert_fails_at(&s, n, "C cannot act on 0000010001: layer 3 is not 1");
    let (s, n) = with("1 play 16 self\n1 test 3\n1 skill C self\n");
    assert_fails_at(&s, n, "skill C needs a layer");
    let (s, n) = with("1 play 16 self\n1 test 3\n1 skill C self 11\n");
    assert_fails_at(&s, n, "there is no layer 11: the layers are 1 to 10");
    let (s, n) = with("1 play 16 self\n1 test 3\n1 test 3\n");
    assert_fails_at(
        &s,
        n,
        "seat 1 has already tried to acquire a skill card this turn",
    );
    // A counter by a seat without a C: the skill still waits for counters, so the
    // transcript stops at the cast (the end of the input would have let it act).
    let (s, n) = with("1 play 16 self\n1 test 3\n1 skill C self 1\n2 counter\n");
    assert_ends_early(
        &s,
        n,
        "seat 2 holds no C to counter with",
        "cast seat 1 skill C self layer 1\n",
    );
    // Any other line is examined as if the skill had acted; if it is illegal, nothing is
    // applied, not even the skill: the transcript stops at the cast.
    let (s, n) = with("1 play 16 self\n1 test 3\n1 skill C self 1\n2 draw\n");
    let why = "it is seat 1's turn, not seat 2's";
    assert_fails_at(&s, n, why);
    assert_ends_early(&s, n, why, "cast seat 1 skill C self layer 1\n");
    // A legal one lets the skill act first.
    let (s, n) = with("1 play 16 self\n1 test 3\n1 skill C self 1\n1 end\n2 jump\n");
    assert_ends_early(
        &s,
        n,
        "unknown action `jump`",
        "cast seat 1 skill C self layer 1\nskill seat 1 C self layer 1 0000010001 -> 0000010000\n\
         end seat 1 keep [] discard []\nturn 2 seat 2\n",
    );
}

#[test]
fn actions_after_the_round_has_ended() {
    let script = std::fs::read_to_string(
        common::cases_dir().join("xor_trie_referee/skills-and-counters.in"),
    )
    .unwrap();
    // The round ends when the last skill acts, i.e. when the next line arrives; that line
    // is examined after the skill acts and, being illegal, applies nothing: the transcript
    // stops at the cast.
    let cast = "cast seat 4 skill I public layer 10\n";
    let s = format!("{script}1 draw\n");
    assert_fails_at(&s, s.lines().count(), "round 1 has ended");
    assert_ends_early(&s, s.lines().count(), "round 1 has ended", cast);
    let s = format!("{script}seed 4\n");
    let why = "round 1 has ended; start the next one with `round`";
    assert_fails_at(&s, s.lines().count(), why);
    assert_ends_early(&s, s.lines().count(), why, cast);
    let s = format!("{script}round\nseed 4\n");
    assert_ends_early(
        &s,
        s.lines().count(),
        "the input ends before round 2 has ended",
        "turn 1 seat 3\n",
    );
    assert!(
        !run_bin(BIN, s.as_bytes())
            .stdout
            .windows(6)
            .any(|w| w == b"match\n")
    );
    // A `round` line while a round runs.
    let (s, n) = with("1 play 16 self\nround\n");
    assert_fails_at(&s, n, "round 1 has not ended");
}

#[test]
fn comments_and_blank_lines_are_ignored() {
    let script = std::fs::read_to_string(
        common::cases_dir().join("xor_trie_referee/skills-and-counters.in"),
    )
    .unwrap();
    let plain: String = script
        .lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .filter(|l| !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    let noisy: String = script
        .lines()
        .map(|l| format!("  {l}   # a trailing comment\n\n"))
        .collect();
    assert_eq!(run_ok(BIN, &plain), run_ok(BIN, &script));
    assert_eq!(run_ok(BIN, &noisy), run_ok(BIN, &script));
}

#[test]
fn show_draws_the_trie_after_each_turn() {
    let path = common::cases_dir().join("xor_trie_referee/skills-and-counters.in");
    let script = std::fs::read_to_string(path).unwrap();
    let plain = run_ok(BIN, &script);
    let out = run(&["--show"], &script);
    assert!(out.status.success());
    let shown = String::from_utf8(out.stdout).unwrap();
    // Without the drawings, the transcript is the same.
    let mut kept = Vec::new();
    let mut lines = shown.lines().peekable();
    let mut drawings = Vec::new();
    while let Some(l) = lines.next() {
        if l.starts_with("trie ") {
            drawings.push(l.to_string());
            assert!(lines.next().unwrap().starts_with("layer   pub    s1"));
            for layer in (1..=10).rev() {
                let row = lines.next().unwrap();
                assert!(
                    row.starts_with(&format!("{layer:>5} ")),
                    "row {layer}: {row:?}"
                );
                assert_eq!(row, row.trim_end());
            }
        } else {
            kept.push(l);
        }
    }
    assert_eq!(kept.join("\n") + "\n", plain);
    let turns = plain.lines().filter(|l| l.starts_with("turn ")).count();
    assert_eq!(drawings.len(), turns + 1, "{drawings:?}");
    assert_eq!(drawings[0], "trie at the start");
    assert_eq!(drawings[1], "trie after turn 1");
    assert_eq!(drawings.last().unwrap(), "trie at the end");
    // The final drawing: the public sequence 1100101001 with its marked node 9:01.
    let end = shown.split("trie at the end\n").nth(1).unwrap();
    let rows: Vec<&str> = end.lines().skip(1).take(10).collect();
    assert!(rows[0].starts_with("   10     1"), "{:?}", rows[0]);
    assert!(
        rows[1].starts_with("    9     1"),
        "{:?}: prefix 11, not 01",
        rows[1]
    );
    assert!(rows[1].ends_with("01x2"), "{:?}", rows[1]);
    assert!(rows[2].ends_with("011x2"), "{:?}", rows[2]);
    // Eliminated seats are marked in the header.
    assert!(end.lines().next().unwrap().contains("xs2"));
    // A sequence on a marked node is drawn `1*`: after turn 1 of this match, the public
    // sequence 0110000000 passes 9:01 and 8:011, one marker left on each.
    let path = common::cases_dir().join("xor_trie_referee/deaths-and-match.in");
    let out = run(&["--show"], &std::fs::read_to_string(path).unwrap());
    let shown = String::from_utf8(out.stdout).unwrap();
    let after1 = shown.split("trie after turn 1\n").nth(1).unwrap();
    let rows: Vec<&str> = after1.lines().skip(1).take(3).collect();
    assert_eq!(rows[1], "    9     1*    0     0     0     0  01x1");
    assert_eq!(rows[2], "    8     1*    0     0     0     0  011x1");
}

#[test]
fn selfplay_reports_statistics() {
    let out = run(&["--selfplay", "200", "--players", "5", "--seed", "9"], "");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "selfplay rounds 200 players 5 seed 9 bot random");
    assert!(lines[1].starts_with("rounds per second "));
    assert!(lines[2].starts_with("turns per round mean "));
    let causes: u64 = lines
        .iter()
        .filter_map(|l| l.strip_prefix("end cause "))
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(causes, 200);
    let wins = lines
        .iter()
        .find(|l| l.starts_with("wins by seat "))
        .unwrap();
    let w: Vec<u64> = wins
        .trim_start_matches("wins by seat ")
        .split(' ')
        .map(|t| t.parse().unwrap())
        .collect();
    assert_eq!(w.len(), 10);
    assert!(
        w.iter().skip(1).step_by(2).sum::<u64>() >= 200,
        "a gold each round"
    );
    assert!(text.contains("\nmatch\n"));
    // Deterministic apart from the timing line.
    let again = run(&["--selfplay", "200", "--players", "5", "--seed", "9"], "");
    let strip = |t: &str| -> String {
        t.lines()
            .filter(|l| !l.starts_with("rounds per second"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        strip(&text),
        strip(&String::from_utf8(again.stdout).unwrap())
    );
    let greedy = run(
        &[
            "--selfplay",
            "20",
            "--players",
            "8",
            "--seed",
            "1",
            "--bot",
            "greedy",
        ],
        "",
    );
    assert!(greedy.status.success());
    assert!(
        String::from_utf8_lossy(&greedy.stdout)
            .starts_with("selfplay rounds 20 players 8 seed 1 bot greedy\n")
    );
}

#[test]
fn bad_arguments() {
    for args in [
        &["--selfplay", "10"][..],
        &["--selfplay", "10", "--players", "3", "--seed", "1"],
        &["--selfplay", "x", "--players", "4", "--seed", "1"],
        &[
            "--selfplay",
            "10",
            "--players",
            "4",
            "--seed",
            "1",
            "--bot",
            "smart",
        ],
        &[
            "--selfplay",
            "10",
            "--players",
            "4",
            "--seed",
            "1",
            "--show",
        ],
        &["--players", "4"],
        &["--frobnicate"],
        &["--seed"],
    ] {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with("error: ") && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}

#[test]
fn help_prints_the_usage_on_stdout() {
    for flag in ["--help", "-h"] {
        // Wherever it stands, even among bad arguments.
        for args in [
            vec![flag],
            vec!["--show", flag],
            vec!["--bogus", flag, "--seed"],
        ] {
            let out = run(&args, "");
            assert_eq!(out.status.code(), Some(0), "{args:?}");
            assert!(out.stderr.is_empty(), "{args:?}");
            let text = String::from_utf8(out.stdout).unwrap();
            assert!(text.starts_with("xor_trie_referee: "), "{text}");
            assert!(text.ends_with('\n') && !text.ends_with("\n\n"), "{text}");
            for needle in [
                "usage:",
                "--show",
                "--selfplay G --players N --seed S [--bot KIND]",
                "players N",
                "S skill K self|public [L]",
                "S give T",
                "error: line L: <why>",
            ] {
                assert!(text.contains(needle), "{args:?} lacks {needle:?}: {text}");
            }
            assert!(text.lines().all(|l| l == l.trim_end()), "{text}");
        }
    }
}

/// Batch mode reads standard input with the suite's one reader: a byte-order mark skipped,
/// C's whitespace between words (vertical tab and form feed included), CRLF line ends; a
/// bad token is quoted on one printable line.
#[test]
fn standard_input_is_read_as_every_program_reads_it() {
    let script = std::fs::read_to_string(
        common::cases_dir().join("xor_trie_referee/skills-and-counters.in"),
    )
    .unwrap();
    let odd = format!(
        "\u{feff}{}",
        script.replace(' ', " \x0b").replace('\n', "\x0c\r\n")
    );
    assert_eq!(run_ok(BIN, &odd), run_ok(BIN, &script));
    let (s, n) = with("1 play\x0b1\u{1b}[31m6 self\n");
    assert_fails_at(&s, n, "cannot read `1\\u{1b}[31m6` as a card");
    let (s, n) = with(&format!("1 play {} self\n", "7".repeat(100_000)));
    let out = run_bin(BIN, s.as_bytes());
    assert_error(
        &out,
        "a long token",
        n,
        "`77777777777777777777…` (100000 characters) is too large for a card",
    );
}

/// The standings of every round and the match ranking of a transcript.
fn results(transcript: &str) -> Vec<&str> {
    transcript
        .lines()
        .filter(|l| l.contains(" seat ") && (l.contains(" total ") || l.contains(" gold ")))
        .collect()
}

/// Whole seeded rounds (deaths, duels, skills, tests, an emptied deck) replayed with
/// physical cards give the same standings with private hands as with named ones, and as
/// the seeds gave.
#[test]
fn private_hands_give_the_standings_of_named_ones() {
    for name in [
        "bot-random-8",
        "bot-greedy-6",
        "deck-empty",
        "skills-and-counters",
    ] {
        let script =
            std::fs::read_to_string(format!("tests/cases/xor_trie_referee/{name}.in")).unwrap();
        let seeded = run_ok(BIN, &script);
        let named = as_physical(&script, true);
        let private = as_physical(&script, false);
        assert!(
            private.contains(" draw\n") || !named.contains(" draw "),
            "{name}"
        );
        assert!(!private.contains("hands "), "{name}");
        let (named_out, private_out) = (run_ok(BIN, &named), run_ok(BIN, &private));
        assert!(private_out.contains(" unseen 2\n"), "{name}: {private_out}");
        assert_eq!(results(&named_out), results(&seeded), "{name}");
        assert_eq!(results(&private_out), results(&named_out), "{name}");
        assert!(!results(&seeded).is_empty());
    }
}

// ----- Second tests of rules held by one unit test each -----

/// A physical round whose hands are unseen: seat 1 has played a named card and holds three
/// unseen ones at the end of its turn.
const THREE_UNSEEN: &str =
    "players 4\nphysical\ndeal 1 2 4 8\nmarkers 500 501\nbegin\n1 draw\n1 play 16 self\n";

/// The hand limit (at most two basic cards kept at the end of a turn) counts unseen cards:
/// ending with three of them naming none is refused, and so is keeping named cards while
/// unseen ones are left; discarding one by its name keeps the other two unseen.
#[test]
fn the_hand_limit_counts_unseen_cards() {
    let refused = [
        (
            "1 end",
            "seat 1 holds 3 basic cards and must name at most two to keep",
        ),
        (
            "1 end keep 30",
            "seat 1 keeps only the cards named: name the 2 unseen cards it discards (`discard W…`)",
        ),
    ];
    for (line, why) in refused {
        assert_fails_at(&format!("{THREE_UNSEEN}{line}\n"), 8, why);
    }
    let out = run_bin(BIN, format!("{THREE_UNSEEN}1 end discard 30\n").as_bytes());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("\nend seat 1 keep [] discard [30] unseen 2\nturn 2 seat 2\n"),
        "{text}"
    );
}

/// The opening of a seeded round in which seat 1, at its second turn, holds a C and a
/// `<<` (from two tests) and casts the `<<`.
const CASTER_HOLDS_C: &str = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
    deck 16 3 5 6 7 9 10 11 12 13 14 15 17 300 40 19\nskills C << I ~ >> C\n\
    1 play 16 self\n1 test 3\n1 end\n2 draw\n2 play 5 public\n2 end keep 6 14\n\
    3 play 7 self\n3 end\n4 play 11 self\n4 end\n1 draw\n1 play 15 public\n1 test 17\n\
    1 skill << self\n";

/// The caster cannot counter its own skill, even holding a C: the refusal names the
/// caster, not a missing card, and nobody else holds a C, so `pass` lets the skill act and
/// the caster keeps its C.
#[test]
fn the_caster_cannot_counter_its_own_skill_even_holding_a_c() {
    let lines = CASTER_HOLDS_C.lines().count();
    assert_fails_at(
        &format!("{CASTER_HOLDS_C}1 counter\n"),
        lines + 1,
        "seat 1 cannot counter its own skill",
    );
    let out = run_bin(BIN, format!("{CASTER_HOLDS_C}pass\n").as_bytes());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("\nacquire seat 1 skill << by test points -50\ncast seat 1 skill << self\nskill seat 1 << self 0000010001 -> 0000100010\n"),
        "{text}"
    );
    assert!(!text.contains("counter seat"), "{text}");
}

/// Physical cards: seat 1 plays 193 onto its own sequence (0011000000), passes a test,
/// takes a `<<` and shifts its sequence onto the two marked nodes 9:01 and 8:011.
const FATAL_SHIFT: &str = "players 4\n{rule}physical\ndeal 1 2 4 8\nmarkers 500 501\n\
    hands 193 40 20 21 30 31 41 42\nbegin\n1 play 193 self\n1 test 40 7\n1 take <<\n\
    1 skill << self\npass\n";

/// Death after a skill is a house rule: by the rulebook's letter only a basic card's XOR
/// kills, so the skill that lands on two marked nodes wins the layer's prize; under
/// `death-after-skill` it kills, and wins nothing.
#[test]
fn a_skill_kills_only_under_the_house_rule() {
    let transcript = |rule: &str| {
        let script = FATAL_SHIFT.replace("{rule}", rule);
        let out = run_bin(BIN, script.as_bytes());
        // The round is left unfinished on purpose: the error is the input's end.
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.ends_with("the input ends before round 1 has ended\n"),
            "{err}"
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let shift = "\nskill seat 1 << self 0011000000 -> 0110000000\n";
    let letter = transcript("");
    assert!(
        letter.contains(&format!("{shift}prize seat 1 layer 9 rank 1 points 500\n")),
        "{letter}"
    );
    assert!(!letter.contains("death"), "{letter}");
    let ruled = transcript("rule death-after-skill\n");
    assert!(
        ruled.contains(&format!(
            "{shift}death seat 1 nodes 9:01 8:011\neliminated seat 1 by death score 750 tokens 1\n"
        )),
        "{ruled}"
    );
    assert!(!ruled.contains("prize seat 1 layer 9"), "{ruled}");
}
