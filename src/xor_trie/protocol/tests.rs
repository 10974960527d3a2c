//! The batch referee on scripts: setup lines, counter windows, errors by line.

use super::*;

/// A legal opening: seat 1 starts, holding 16 and 3 (shared with the binary's tests,
/// `tests/xor_trie_referee.rs`).
const OPENING: &str = include_str!("../../../tests/cases/xor_trie_referee/opening.txt");

const SKILLS_IN: &str =
    include_str!("../../../tests/cases/xor_trie_referee/skills-and-counters.in");

fn err(script: &str) -> LineError {
    referee(script, false).error.expect("the script must fail")
}

fn ok(script: &str) -> String {
    let t = referee(script, false);
    assert_eq!(t.error, None, "{script:?}");
    t.text
}

/// The transcript of a script that stops in the middle of round 1.
fn unfinished(script: &str) -> String {
    let t = referee(script, false);
    assert_eq!(
        t.error.map(|e| e.why.en()),
        Some("the input ends before round 1 has ended".to_string()),
        "{script:?}"
    );
    t.text
}

#[test]
fn golden_transcripts_come_from_the_library() {
    let cases = [
        (
            SKILLS_IN,
            include_str!("../../../tests/cases/xor_trie_referee/skills-and-counters.out"),
        ),
        (
            include_str!("../../../tests/cases/xor_trie_referee/deaths-and-match.in"),
            include_str!("../../../tests/cases/xor_trie_referee/deaths-and-match.out"),
        ),
        (
            include_str!("../../../tests/cases/xor_trie_referee/bot-random-4.in"),
            include_str!("../../../tests/cases/xor_trie_referee/bot-random-4.out"),
        ),
    ];
    for (script, expected) in cases {
        assert_eq!(ok(script), expected);
        assert_eq!(referee_bytes(script.as_bytes()), referee(script, false));
    }
}

#[test]
fn comments_blank_lines_and_line_endings_are_ignored() {
    let plain: String = SKILLS_IN
        .lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .filter(|l| !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(plain.len() < SKILLS_IN.len());
    let noisy: String = SKILLS_IN
        .lines()
        .map(|l| format!("\t {l}  # a comment\n\n   \n"))
        .collect();
    let crlf = SKILLS_IN.replace('\n', "\r\n");
    let unterminated = SKILLS_IN.trim_end();
    let expected = ok(SKILLS_IN);
    for script in [&plain, &noisy, &crlf, unterminated] {
        assert_eq!(ok(script), expected, "{script:?}");
    }
}

#[test]
fn round_is_optional_for_a_single_round_only() {
    assert!(SKILLS_IN.contains("\nround\n"));
    let without = SKILLS_IN.replacen("\nround\n", "\n", 1);
    assert_eq!(ok(&without), ok(SKILLS_IN));
    // The next round needs its `round`.
    let e = err(&format!("{without}seed 4\n"));
    assert_eq!(e.line, without.lines().count() + 1);
    assert_eq!(e.why, "round 1 has ended; start the next one with `round`");
    let e = err(&format!("{without}1 draw\n"));
    assert_eq!(e.why, "round 1 has ended");
    // With it, round 2 is set up (and must be played to its end).
    let t = referee(&format!("{without}round\nseed 4\n"), false);
    assert!(t.text.contains("\nround 2 seed 4 players 4\n"));
    assert_eq!(
        t.error.unwrap().why,
        "the input ends before round 2 has ended"
    );
}

#[test]
fn unknown_commands_and_bad_lines_name_their_line() {
    // Blank and comment lines count.
    let e = err("players 4\n\n# a comment\nhello there\n");
    assert_eq!(e.to_string(), "line 4: unknown command `hello`");
    let e = err("\n\nseed 1\n");
    assert_eq!(
        (e.line, e.why.en().as_str()),
        (3, "the first command must be `players N`")
    );
    let e = err(&format!("{OPENING}# turn 1\n\n1 jump\n"));
    assert_eq!((e.line, e.why.en().as_str()), (9, "unknown action `jump`"));
    let e = err(&format!("{OPENING}2 play 5 self\n"));
    assert_eq!(e.line, 7);
    assert_eq!(e.why, "it is seat 1's turn, not seat 2's");
}

#[test]
fn the_end_of_the_input_is_reported_at_its_last_non_blank_line() {
    let e = err("");
    assert_eq!(e.line, 1);
    assert_eq!(
        e.why,
        "the input is empty: the first command must be `players N`"
    );
    assert_eq!(err("\n\n# nothing\n\n").line, 1);
    let e = err("players 4\n\n");
    assert_eq!(
        (e.line, e.why.en().as_str()),
        (1, "the input holds no round")
    );
    let e = err("players 4\nround\n\n");
    assert_eq!(
        (e.line, e.why.en().as_str()),
        (2, "the input ends before round 1 has ended")
    );
    let t = referee("players 4\nseed 1\n\n# no action\n", false);
    let e = t.error.unwrap();
    assert_eq!(
        (e.line, e.why.en().as_str()),
        (2, "the input ends before round 1 has ended")
    );
    // The round was set up at the end of the input.
    assert!(t.text.starts_with("round 1 seed 1 players 4\n"));
    assert!(t.text.ends_with("turn 1 seat 3\n"));
    assert!(!t.text.contains("match"));
}

#[test]
fn an_error_keeps_the_transcript_and_applies_nothing_from_its_line() {
    let before = format!("{OPENING}1 play 16 self\n");
    let partial = referee(&before, false);
    assert_eq!(
        partial.error.as_ref().unwrap().why,
        "the input ends before round 1 has ended"
    );
    for bad in [
        "1 play 5 self",
        "1 end keep 3 3",
        "1 skill C self 1",
        "3 give 1",
    ] {
        let t = referee(&format!("{before}{bad}\n"), false);
        assert_eq!(t.error.unwrap().line, 8, "{bad}");
        assert_eq!(t.text, partial.text, "{bad}");
    }
    // Fixing the line lets the referee go on from the same state.
    let t = referee(&format!("{before}1 end\n"), false);
    assert!(
        t.text
            .ends_with("end seat 1 keep [3] discard []\nturn 2 seat 2\n"),
        "{}",
        t.text
    );
}

#[test]
fn out_of_place_lines_say_so_before_their_arguments_are_read() {
    assert_eq!(
        err("players 4\nplayers 4 5\n").why,
        "`players` is given twice"
    );
    let begun = format!("{OPENING}1 play 16 self\n");
    assert_eq!(
        err(&format!("{begun}deal x\n")).why,
        "`deal` comes after round 1 has begun"
    );
    assert_eq!(
        err(&format!("{begun}deck\n")).why,
        "`deck` comes after round 1 has begun"
    );
    assert_eq!(
        err(&format!("{OPENING}skills X\n")).why,
        "`skills` is given twice for round 1"
    );
    // `seed` and `round` read their arguments first.
    assert_eq!(
        err(&format!("{begun}seed x\n")).why,
        "cannot read `x` as a seed (a whole number from 0 to 2^64 − 1)"
    );
    assert_eq!(
        err(&format!("{begun}seed 2\n")).why,
        "`seed` comes after round 1 has begun"
    );
    assert_eq!(
        err(&format!("{begun}round 2\n")).why,
        "`round` takes no argument, got 1"
    );
    assert_eq!(err(&format!("{begun}round\n")).why, "round 1 has not ended");
    assert_eq!(
        err("players 4\nround\nround\n").why,
        "round 1 is being set up: its setup lines, then `begin`"
    );
    assert_eq!(
        err("players 4\nround\n1 draw\n").why,
        "round 1 needs `seed S` or `physical` before its first action"
    );
    assert_eq!(
        err("players 4\n1 draw\n").why,
        "no round has been set up: give `seed S` or `physical` first"
    );
}

#[test]
fn a_setup_line_is_checked_against_the_card_set_when_read() {
    let e = err("players 4\nseed 1\ndeal 1 2 3 4\ndeck 5 4\n");
    assert_eq!(e.line, 4);
    assert_eq!(e.why, "deck card 4 is already placed");
    // Nothing was set up, so nothing was printed.
    assert_eq!(referee("players 4\nseed 1\ndeal 1 2 3\n", false).text, "");
}

#[test]
fn a_counter_window_closes_at_the_next_line_or_at_the_end() {
    let cast = format!("{OPENING}1 play 16 self\n1 test 3\n1 skill C self 1\n");
    let waiting = "cast seat 1 skill C self layer 1\n";
    let acted = "skill seat 1 C self layer 1 0000010001 -> 0000010000\n";
    // The end of the input lets the skill act.
    let t = referee(&cast, false);
    assert!(t.text.ends_with(&format!("{waiting}{acted}")), "{}", t.text);
    // So does a legal line but a counter or a give, before that line is applied.
    let t = referee(&format!("{cast}1 end\n"), false);
    assert!(
        t.text.contains(&format!(
            "{waiting}{acted}end seat 1 keep [] discard []\nturn 2 seat 2\n"
        )),
        "{}",
        t.text
    );
    // A bad counter leaves the skill waiting.
    let t = referee(&format!("{cast}2 counter\n"), false);
    assert!(t.text.ends_with(waiting), "{}", t.text);
    assert_eq!(t.error.unwrap().why, "seat 2 holds no C to counter with");
}

#[test]
fn an_illegal_line_in_a_counter_window_applies_nothing_not_even_the_skill() {
    let cast = format!("{OPENING}1 play 16 self\n1 test 3\n1 skill C self 1\n");
    // The transcript of the script up to the cast, with the skill still waiting.
    let at_cast = {
        let t = referee(&format!("{cast}2 counter\n"), false);
        assert_eq!(t.error.as_ref().unwrap().line, 10);
        t.text
    };
    assert!(at_cast.ends_with("cast seat 1 skill C self layer 1\n"));
    for (bad, why) in [
        ("1 give 2", "seat 1 has no token to give"),
        ("2 draw", "it is seat 1's turn, not seat 2's"),
        ("1 play 5 self", "seat 1 has already played a basic card"),
        ("1 end keep 3", "seat 1 does not hold card 3"),
        ("hello", "unknown command `hello`"),
        ("1 give", "`give` takes 1 argument, got 0"),
        ("seed 2", "`seed` comes after round 1 has begun"),
        ("round", "round 1 has not ended"),
    ] {
        let t = referee(&format!("{cast}{bad}\n"), false);
        let e = t.error.unwrap();
        assert_eq!((e.line, e.why.en().as_str()), (10, why), "{bad}");
        assert_eq!(t.text, at_cast, "{bad}");
    }
}

#[test]
fn a_line_after_a_round_ending_skill_is_checked_after_the_skill() {
    // Seat 1 makes its sequence 0100000000, passes a test (243 ^ 12 ^ 256 has 9 ones,
    // the limit is 6) for a `<<`, and casts it on itself: if it acts, the round ends.
    let cast = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
                deck 257 243 5 6 7 9 10 11 12\nskills << C I ~ >> C\n\
                1 play 257 self\n1 test 243\n1 skill << self\n";
    let waiting = "cast seat 1 skill << self\n";
    let ended = "skill seat 1 << self 0100000000 -> 1000000000\ntop seat 1 points 666\n\
                 round 1 ends player-top seat 1\nstandings\n";
    assert!(ok(cast).contains(&format!("{waiting}{ended}")));
    // The skill would end the round, so a further action is illegal: nothing applies,
    // the transcript stays at the cast (no standings).
    let t = referee(&format!("{cast}1 end\n"), false);
    assert_eq!(t.error.unwrap().why, "round 1 has ended");
    assert!(t.text.ends_with(waiting), "{}", t.text);
    // A `round` line is legal after it: the skill acts, then round 2 begins.
    let t = referee(&format!("{cast}round\nseed 3\n"), false);
    assert!(t.text.contains(&format!("{waiting}{ended}")), "{}", t.text);
    assert!(
        t.text.contains("\nround 2 seed 3 players 4\n"),
        "{}",
        t.text
    );
}

/// Seat 1 holds a C from turn 1; seat 2 dies in turn 2 holding a token; seat 3 casts a
/// `<<` on itself in turn 3.
const GIVE_IN_WINDOW: &str = "players 4\nseed 1\ndeal 1 2 4 8\nmarkers 500 501\n\
    deck 16 3 384 6 7 9 10 11 12 13 14 15 17\nskills C << C I ~ >>\n\
    1 play 16 self\n1 test 3\n1 end\n2 play 384 self\n\
    3 play 7 self\n3 test 9\n3 skill << self\n";

#[test]
fn a_give_leaves_the_counter_window_open() {
    let cast = GIVE_IN_WINDOW;
    let t = referee(cast, false);
    assert!(
        t.text
            .contains("eliminated seat 2 by death score 100 tokens 1\n"),
        "{}",
        t.text
    );
    let give = "give seat 2 to seat 4 tokens 0 1\n";
    // A give, then a counter: the skill is voided, it never acts.
    let text = unfinished(&format!("{cast}2 give 4\n1 counter\n3 end\n"));
    assert!(
        text.contains(&format!(
            "cast seat 3 skill << self\n{give}counter seat 1 voids seat 3 skill <<\n\
             end seat 3 keep [] discard []\n"
        )),
        "{text}"
    );
    assert!(!text.contains("skill seat 3 <<"), "{text}");
    // A give, then another line: the skill acts before that line.
    let text = unfinished(&format!("{cast}2 give 4\n3 end\n"));
    assert!(
        text.contains(&format!(
            "cast seat 3 skill << self\n{give}skill seat 3 << self 0000000011 -> 0000000110\n"
        )),
        "{text}"
    );
    // A bad give applies nothing and leaves the window open too.
    let t = referee(&format!("{cast}2 give 2\n"), false);
    assert_eq!(t.error.unwrap().why, "seat 2 cannot give a token to itself");
    assert!(
        t.text.ends_with("cast seat 3 skill << self\n"),
        "{}",
        t.text
    );
}

#[test]
fn a_duel_is_registered_when_level_after_the_change_even_if_level_before() {
    // Ruling (referee), docs §5: the rulebook's condition is the state after a's
    // change. Seats 1 (4) and 2 (5) are level on layer 3 from the setup.
    let script = "players 4\nseed 1\ndeal 4 5 8 16\nmarkers 500 501\n\
                  deck 1 2 6 9 3 7 10 11\n\
                  1 play 1 self\n1 end\n2 play 6 public\n2 end\n3 play 3 public\n3 end\n";
    let text = unfinished(script);
    // Seat 1's change keeps its highest 1 on layer 3, level with seat 2 as before.
    assert!(
        text.contains(
            "play seat 1 card 1 self 0000000100 -> 0000000101\n\
             duel pending seat 1 seat 2 layer 3\nend seat 1"
        ),
        "{text}"
    );
    // (Settled at the end of seat 2's turn: equal second-highest 1s.)
    assert!(text.contains("\nduel seat 1 seat 2 draw\n"), "{text}");
    // The public sequence becomes level with seat 1 (a duel as under any reading) ...
    assert!(
        text.contains(
            "play seat 2 card 6 public 0000000000 -> 0000000110\n\
             duel pending public seat 2 seat 1 layer 3\nend seat 2"
        ),
        "{text}"
    );
    // ... then seat 3 changes it while it stays level with seats 1 and 2.
    assert!(
        text.contains(
            "play seat 3 card 3 public 0000000110 -> 0000000101\n\
             duel pending public seat 3 seat 1 layer 3\n\
             duel pending public seat 3 seat 2 layer 3\nend seat 3"
        ),
        "{text}"
    );
}

#[test]
fn show_draws_the_trie_at_the_start_after_each_turn_and_at_the_end() {
    let plain = ok(SKILLS_IN);
    let t = referee(SKILLS_IN, true);
    assert_eq!(t.error, None);
    let heads: Vec<&str> = t.text.lines().filter(|l| l.starts_with("trie ")).collect();
    let turns = plain.lines().filter(|l| l.starts_with("turn ")).count();
    assert_eq!(heads.len(), turns + 1);
    assert_eq!(heads[0], "trie at the start");
    for (k, h) in heads[1..turns].iter().enumerate() {
        assert_eq!(*h, format!("trie after turn {}", k + 1));
    }
    assert_eq!(heads[turns], "trie at the end");
    // The start drawing follows the first `turn` line; the others precede theirs.
    assert!(t.text.contains("turn 1 seat 1\ntrie at the start\n"));
    assert!(t.text.contains("\nturn 2 seat 2\n"));
    let after1 = t.text.split("trie after turn 1\n").nth(1).unwrap();
    let drawing_lines = 1 + 10;
    assert!(
        after1
            .lines()
            .nth(drawing_lines)
            .unwrap()
            .starts_with("turn 2 ")
    );
    // Taking the drawings out leaves the plain transcript.
    let mut kept = String::new();
    let mut skip = 0;
    for l in t.text.lines() {
        if l.starts_with("trie ") {
            skip = drawing_lines;
        } else if skip > 0 {
            skip -= 1;
        } else {
            kept.push_str(l);
            kept.push('\n');
        }
    }
    assert_eq!(kept, plain);
    // An error keeps the drawings made so far.
    let t = referee(&format!("{OPENING}1 play 16 self\n1 end\n2 jump\n"), true);
    assert!(t.text.ends_with("turn 2 seat 2\n"));
    assert_eq!(t.text.matches("trie ").count(), 2);
}

/// What the binary does with raw bytes: the suite's reader, then the referee (a reading
/// error as the error of an empty transcript).
fn referee_bytes(bytes: &[u8]) -> Transcript {
    match crate::input::text_from_bytes(bytes.to_vec()) {
        Ok(text) => referee(&text, false),
        Err(e) => {
            let (line, why) = e.strip_prefix("line ").unwrap().split_once(": ").unwrap();
            Transcript {
                text: String::new(),
                error: Some(LineError {
                    line: line.parse().unwrap(),
                    why: why.into(),
                }),
            }
        }
    }
}

#[test]
fn a_leading_byte_order_mark_is_skipped() {
    const BOM: &str = "\u{feff}";
    let with_bom = format!("{BOM}{SKILLS_IN}");
    assert_eq!(with_bom.as_bytes()[..3], [0xef, 0xbb, 0xbf]);
    let t = referee_bytes(with_bom.as_bytes());
    assert_eq!(t, referee(SKILLS_IN, false));
    assert_eq!(t.error, None);
    // Line numbers are unchanged; a BOM anywhere else is not skipped.
    let e = referee_bytes(format!("{BOM}players 4\nseed 1\n1 jump\n").as_bytes())
        .error
        .unwrap();
    assert_eq!((e.line, e.why.en().as_str()), (3, "unknown action `jump`"));
    let e = referee_bytes(format!("players 4\n{BOM}seed 1\n").as_bytes())
        .error
        .unwrap();
    assert_eq!(
        (e.line, e.why.en().as_str()),
        (2, "unknown command `\\u{feff}seed`")
    );
    // Only one is skipped.
    let e = referee_bytes(format!("{BOM}{BOM}players 4\n").as_bytes())
        .error
        .unwrap();
    assert_eq!(
        (e.line, e.why.en().as_str()),
        (1, "the first command must be `players N`")
    );
}

#[test]
fn invalid_utf8_is_reported_at_the_line_of_its_first_bad_byte() {
    let t = referee_bytes(b"players 4\nseed 1\n\n1 dr\xc3aw\n");
    assert_eq!(t.text, "");
    assert_eq!(
        t.error,
        Some(LineError {
            line: 4,
            why: "input is not valid UTF-8 text".into()
        })
    );
    assert_eq!(referee_bytes(b"\xff").error.unwrap().line, 1);
}

/// The setup of a round with physical cards (seat 1 starts, holding 16 and 3).
const PHYSICAL: &str = "players 4
physical
deal 1 2 4 8
markers 500 501
hands 16 3 20 21 30 31 40 41
";

#[test]
fn a_round_with_physical_cards_names_its_cards_line_by_line() {
    let text = unfinished(&format!(
        "{PHYSICAL}1 draw 13 14\n1 play 16 self\n1 test 3 12\n1 take C\n1 end keep 13\n"
    ));
    assert!(text.starts_with("round 1 physical players 4\n"), "{text}");
    assert!(
        text.ends_with(
            "draw seat 1 cards [13 14]\nplay seat 1 card 16 self 0000000001 -> 0000010001\n\
             prize seat 1 layer 5 rank 1 points 100\n\
             test seat 1 card 3 judgment 12 ones 4 limit 3 pass\n\
             acquire seat 1 skill C by test points -50\n\
             end seat 1 keep [13] discard [14]\nturn 2 seat 2\n"
        ),
        "{text}"
    );
    // The setup lines come in any order; the one that contradicts the others is refused.
    let reordered = "players 4\nhands 16 3 20 21 30 31 40 41\nmarkers 500 501\n\
                     deal 1 2 4 8\nphysical\n1 draw 13 14\n";
    assert_eq!(
        unfinished(reordered),
        unfinished(&format!("{PHYSICAL}1 draw 13 14\n"))
    );
    for (script, line, why) in [
        (
            "players 4\nhands 16 3 20 21 30 31 40 41\nseed 1\n",
            3,
            "`hands` names the starting hands of a round with physical cards",
        ),
        (
            "players 4\ndeck 16\nphysical\n",
            3,
            "`deck` orders the seeded decks; with physical cards, name each card as it is taken",
        ),
        (
            "players 4\nseed 1\nhands 16 3 20 21 30 31 40 41\n",
            3,
            "`hands` names the starting hands of a round with physical cards",
        ),
        (
            "players 4\nphysical\nseed 1\n",
            3,
            "round 1 is played with physical cards: it takes no seed",
        ),
        (
            "players 4\nseed 1\nphysical\n",
            3,
            "round 1 deals from its seed: it takes no `physical`",
        ),
        (
            "players 4\nphysical\nphysical\n",
            3,
            "`physical` is given twice for round 1",
        ),
        (
            "players 4\nphysical\ndeal 1 2 4 8\n1 draw 13 14\n",
            4,
            "a round with physical cards needs `markers`",
        ),
        (
            &format!("{PHYSICAL}1 draw 13\n"),
            6,
            "this draw takes 2 cards; 1 is named",
        ),
        (
            &format!("{PHYSICAL}1 draw 13 40\n"),
            6,
            "card 40 is not in the deck: seat 4 holds it",
        ),
    ] {
        let e = err(script);
        assert_eq!((e.line, e.why.en().as_str()), (line, why), "{script}");
    }
}

#[test]
fn begin_sets_the_round_up_and_pass_lets_a_skill_act() {
    // `begin` prints the setup at once; the first action would have printed the same.
    let begun = referee(&format!("{OPENING}begin\n"), false).text;
    assert_eq!(begun, unfinished(OPENING));
    assert_eq!(
        unfinished(&format!("{OPENING}begin\n1 play 16 self\n")),
        unfinished(&format!("{OPENING}1 play 16 self\n"))
    );
    for (script, why) in [
        (format!("{OPENING}begin\nbegin\n"), "round 1 has begun"),
        (
            "players 4\nbegin\n".to_string(),
            "no round has been set up: give `seed S` or `physical` first",
        ),
        (
            "players 4\nround\nbegin\n".to_string(),
            "round 1 needs `seed S` or `physical` before its first action",
        ),
        (
            format!("{SKILLS_IN}begin\n"),
            "round 1 has ended; start the next one with `round`",
        ),
        (
            format!("{OPENING}pass\n"),
            "no skill is waiting for counters",
        ),
    ] {
        assert_eq!(err(&script).why, why, "{script}");
    }
    // `pass` closes a counter window at once; the next line would have closed it.
    let cast = format!("{OPENING}1 play 16 self\n1 test 3\n1 skill C self 1\n");
    let passed = unfinished(&format!("{cast}pass\n"));
    assert!(
        passed.ends_with(
            "cast seat 1 skill C self layer 1\n\
             skill seat 1 C self layer 1 0000010001 -> 0000010000\n"
        ),
        "{passed}"
    );
    assert_eq!(
        unfinished(&format!("{cast}pass\n1 end\n")),
        unfinished(&format!("{cast}1 end\n"))
    );
    // After a pass, a counter comes too late.
    assert_eq!(
        err(&format!("{cast}pass\n2 counter\n")).why,
        "there is no skill to counter"
    );
}

#[test]
fn bots_take_their_seats_before_a_round_of_seeded_cards_begins() {
    let why = |script: &str| {
        let e = err(script);
        (e.line, e.why.en())
    };
    assert_eq!(
        why("players 4\nbot 3\nbot 3 random\n"),
        (3, "seat 3 is played by the strong bot already".into())
    );
    assert_eq!(
        why("players 4\nbot 5\n"),
        (2, "there is no seat 5 among 4 players".into())
    );
    assert_eq!(
        why("players 4\nbot 2 smart\n"),
        (2, "`smart` is not a bot: random, greedy or strong".into())
    );
    assert_eq!(
        why("players 4\nbot\n"),
        (
            2,
            "`bot` takes a seat and maybe a kind (random, greedy or strong), got 0 arguments"
                .into()
        )
    );
    assert_eq!(
        why("players 4\nbot 2\nphysical\n"),
        (
            3,
            "seat 2 is played by a bot, which plays only with cards shuffled from a seed".into()
        )
    );
    assert_eq!(
        why("players 4\nphysical\nbot 2\n"),
        (
            3,
            "round 1 is played with physical cards: a bot plays only with cards shuffled from a seed"
                .into()
        )
    );
    assert_eq!(
        why("players 4\nseed 1\nbegin\nbot 2\n"),
        (
            4,
            "a bot takes its seat before a round begins; round 1 has begun".into()
        )
    );
    // The bots keep their seats in the next round; a seat may get a bot between rounds.
    let bots = include_str!("../../../tests/cases/xor_trie_referee/bots-4.in");
    let t = referee(&format!("{bots}round\nseed 9\nbegin\n"), false);
    assert_eq!(t.error, None, "{}", t.text);
    assert!(t.text.contains("\nround 2 ends "), "{}", t.text);
    let round = include_str!("../../../tests/cases/xor_trie_referee/bot-random-4.in");
    let mut live = Live::new(false);
    for l in round.lines().chain(["round", "bot 2"]) {
        assert_eq!(live.line(l).error, None, "{l}");
    }
    // A script whose lines wait for a bot: the bot plays first.
    let t = referee(
        "players 4\nbot 1\nseed 1\ndeal 1 2 4 8\nbegin\n2 draw\n",
        false,
    );
    let e = t.error.unwrap();
    assert_eq!(e.why, "the input ends before round 1 has ended");
    assert!(
        t.text.contains("\nturn 2 seat 2\ndraw seat 2 cards ["),
        "{}",
        t.text
    );
}
