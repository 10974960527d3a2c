//! The batch referee: a whole script in, its transcript out, stopping at the first bad
//! line.

use super::auto::{self, Answers};
use super::session::Session;
use super::tokens;
use std::fmt;

/// Why the referee stopped: the 1-based line of the input and the reason.
///
/// Its `Display` is `line L: <why>`, the text after `error: ` on the referee's stderr.
///
/// ```
/// use grundy::xor_trie::protocol::LineError;
/// let e = LineError { line: 3, why: "unknown command `x`".into() };
/// assert_eq!(e.to_string(), "line 3: unknown command `x`");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    /// The line, counting from 1 (blank and comment lines included).
    pub line: usize,
    /// What is wrong with it.
    pub why: String,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for LineError {}

/// What [`referee`] produced: the transcript, complete or up to the first bad line, and the
/// error that stopped it, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transcript {
    /// The event lines, standings and (after a complete input) match ranking, each line
    /// ending in `\n`.
    pub text: String,
    /// The first illegal or malformed line, or `None` if the whole input was refereed.
    pub error: Option<LineError>,
}

/// Referees a whole script (see [`Session`]) and returns its transcript, stopping at the
/// first illegal or malformed line: nothing from that line is applied (not even the action
/// of a skill whose counter window the line would have closed), but a round whose setup
/// lines preceded it is set up.
///
/// Seats played by bots (`bot S`) play where the script leaves them to: a script that
/// names their lines (the log of a live session) is followed as it is, and they decide
/// their lines ([`auto::next`]) only when a line cannot be applied before they have played
/// (it is read again once a player's line is awaited), and at the end of the input, where
/// they play on until a player's line is awaited or the round has ended. So a script of
/// bots only (`players 4`, `bot 1` … `bot 4`, `seed 5`, `begin`) plays itself to the
/// standings, the same way for the same seed. Input that ends in the middle of a round (or holds no
/// round) is an error reported at its last non-blank line. With `show`, the trie is drawn
/// at the start of each round, after each turn and at its end.
///
/// Complexity: linear in the input, O(1) engine work per action (plus O(layers × seats)
/// per drawing).
///
/// ```
/// use grundy::xor_trie::protocol::referee;
/// let t = referee("players 4\nseed 1\n\n1 jump\n", false);
/// let e = t.error.unwrap();
/// assert_eq!((e.line, e.why.as_str()), (4, "unknown action `jump`"));
/// // The round was set up when its first action line arrived.
/// assert!(t.text.starts_with("round 1 seed 1 players 4\n"));
/// ```
pub fn referee(script: &str, show: bool) -> Transcript {
    let mut session = Session::new(show);
    let mut text = String::new();
    let mut last = 1;
    let stop = |text, line, why| Transcript {
        text,
        error: Some(LineError { line, why }),
    };
    for (i, raw) in script.lines().enumerate() {
        let words = tokens(raw);
        if words.is_empty() {
            continue;
        }
        last = i + 1;
        let mut answer = session.line(&words);
        text.push_str(&answer.text);
        // A line that waits for the bots: they play until a player's line is awaited,
        // and the line is read again.
        if answer.error.is_some() && bots_play(&mut session, false, &mut text) {
            answer = session.line(&words);
            text.push_str(&answer.text);
        }
        if let Some(why) = answer.error {
            return stop(text, last, why);
        }
    }
    // At the end of the input the bots play on; a skill waiting for counters is decided
    // by the answers of the bots, the players letting it act.
    bots_play(&mut session, true, &mut text);
    let answer = session.finish();
    text.push_str(&answer.text);
    match answer.error {
        Some(why) => stop(text, last, why),
        None => Transcript { text, error: None },
    }
}

/// Lets the bots of `session` play while a line of theirs is due ([`auto::next`]),
/// appending the transcript; with `closing`, a counter window that waits for players is
/// decided as if they let the skill act. Returns true if a bot played. Nothing happens in
/// a game without bots.
fn bots_play(session: &mut Session, closing: bool, text: &mut String) -> bool {
    if !session.has_bots() {
        return false;
    }
    let none = Answers::none();
    let mut played = false;
    loop {
        let due = auto::next(session, &none, false)
            .or_else(|| closing.then(|| auto::closing(session, &none)).flatten());
        let Some(due) = due else {
            return played;
        };
        let answer = session.line(&tokens(&due.line));
        debug_assert_eq!(answer.error, None, "{}", due.line);
        text.push_str(&answer.text);
        played = true;
    }
}
