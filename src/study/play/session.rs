//! One game between a person and the computer, over lines of text.
//!
//! The person types a move in the game's own terms (checked by [`Playable::parse`]: an
//! illegal one gets one line saying why and changes nothing), `hint`, `help` or `quit`.
//! The computer answers with the first winning move of the theory's listing when it has
//! one; otherwise with the move that keeps the game longest, by [`Search`] (the loser
//! resists as long as it can, assuming the person then wins as fast as possible), or, past
//! the search's budget, with the smallest step ([`Playable::size`]). After every move the
//! position and its Grundy values are shown; at the end, why the loser lost: the last
//! winning position the loser let go, with a move that would have kept it, or that the
//! loser never had one.
//!
//! Every prompt is flushed before reading, so the game works through a pipe; when the
//! input is not a terminal each line read is echoed after its prompt, so a transcript
//! reads as the game went. The end of the input ends the game cleanly.

use crate::study::explain::render::{Style, why_text};
use crate::study::game::{Playable, join};
use crate::study::search::{BUDGET, Search};
use std::io::{BufRead, Write};

/// How a game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct How {
    /// Show a winning move (or that there is none) before each of the person's moves.
    pub hint: bool,
    /// The computer moves first.
    pub computer_first: bool,
    /// Echo each line read after its prompt (the input is not a terminal).
    pub echo: bool,
    /// Practice: hide the Grundy values and the verdict (`hint` still shows a winning
    /// move on request).
    pub practice: bool,
}

/// What the person's line asked for.
enum Answer<M> {
    /// A legal move.
    Move(M),
    /// Take back the person's last move and the computer's reply.
    Undo,
    /// The input ended or the person quit (which has been said).
    Stop,
}

/// Who moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Person,
    Computer,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::Person => Side::Computer,
            Side::Computer => Side::Person,
        }
    }

    /// "you" / "I".
    fn subject(self) -> &'static str {
        match self {
            Side::Person => "you",
            Side::Computer => "I",
        }
    }

    /// "your" / "my".
    fn possessive(self) -> &'static str {
        match self {
            Side::Person => "your",
            Side::Computer => "my",
        }
    }

    /// "you" / "me".
    fn object(self) -> &'static str {
        match self {
            Side::Person => "you",
            Side::Computer => "me",
        }
    }
}

/// One move of the game, with what the theory said of the position before it.
struct Turn {
    side: Side,
    /// The move's number in the game, from 1.
    number: usize,
    /// Its words.
    words: String,
    /// Whether the mover had a winning position, and if so a winning move there.
    had_win: Option<String>,
    /// The rule that decided the position before the move.
    rule: String,
}

/// Writes `text` (ignoring errors: the binary's writer ends the program on a failed write,
/// and a test's writer cannot fail).
fn say(out: &mut dyn Write, text: &str) {
    let _ = out.write_all(text.as_bytes());
}

/// Plays one game from `start`, reading the person's lines from `input` and writing the
/// game to `out`; `origin` says where the start came from.
pub fn play<G: Playable>(
    game: &G,
    start: G::Pos,
    origin: &str,
    how: How,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) {
    say(out, &format!("{}\n", game.rules()));
    say(
        out,
        &format!(
            "Type a move as {}; `hint` shows a winning move, `undo` takes back your last \
             move, `help` the commands, `quit` ends the game.\n",
            game.move_help()
        ),
    );
    let first = if how.computer_first {
        Side::Computer
    } else {
        Side::Person
    };
    say(
        out,
        &format!(
            "Start: {origin}. {} move first.\n",
            capital(first.subject())
        ),
    );
    let mut pos = start;
    let mut side = first;
    let mut turns: Vec<Turn> = Vec::new();
    // The position before each turn, for `undo`.
    let mut history: Vec<G::Pos> = Vec::new();
    loop {
        let over = !game.has_move(&pos);
        say(
            out,
            &format!("\n{}", position_text(game, &pos, side, over, how.practice)),
        );
        if over {
            say(out, &ending(game, &pos, side, &turns));
            let _ = out.flush();
            return;
        }
        let outcome = game.outcome(&pos);
        // A winning move for the player to move, in words: the hint, and what the end
        // will recall if the player lets the win go.
        let first = game.winning(&pos, 1).first.into_iter().next();
        let win = first.as_ref().map(|w| game.describe(&pos, w));
        // The hint, with why the move wins (unless practice hides the values).
        let hint = match &first {
            Some(w) if !how.practice => {
                let x = game.components(&pos).iter().fold(0, |x, c| x ^ c.value);
                let why = why_text(&game.why(&pos, w), x, Style::default());
                hint_text(win.as_deref()).replacen('\n', &format!("\n  why: {why}\n"), 1)
            }
            _ => hint_text(win.as_deref()),
        };
        let (m, words, note) = match side {
            Side::Person => {
                if how.hint {
                    say(out, &hint);
                }
                let mine = turns.iter().rposition(|t| t.side == Side::Person);
                match ask(game, &pos, &hint, mine.is_some(), how, input, out) {
                    Answer::Move(m) => {
                        let words = game.describe_move(&pos, &m);
                        (m, words, String::new())
                    }
                    Answer::Undo => {
                        let k = mine.expect("ask offers undo only after a move of yours");
                        let taken: Vec<String> = (turns[k..].iter())
                            .map(|t| {
                                format!("move {} ({}): {}", t.number, t.side.object(), t.words)
                            })
                            .collect();
                        say(out, &format!("taken back: {}\n", taken.join("; ")));
                        pos = history[k].clone();
                        turns.truncate(k);
                        history.truncate(k);
                        continue;
                    }
                    Answer::Stop => return,
                }
            }
            Side::Computer => {
                let (m, note) = computer_move(game, &pos);
                let words = game.describe_move(&pos, &m);
                // Practice hides whether the computer is winning.
                let note = if how.practice {
                    String::new()
                } else {
                    format!(" ({note})")
                };
                (m, words, note)
            }
        };
        let number = turns.len() + 1;
        say(
            out,
            &format!("move {number} ({}): {words}{note}\n", side.object()),
        );
        turns.push(Turn {
            side,
            number,
            words,
            had_win: win,
            rule: outcome.rule,
        });
        history.push(pos.clone());
        pos = game.after(&pos, &m);
        side = side.other();
    }
}

/// The position, its components' values and the verdict for the player to move (in
/// practice, the position alone).
fn position_text<G: Playable>(
    game: &G,
    pos: &G::Pos,
    side: Side,
    over: bool,
    practice: bool,
) -> String {
    let shown = game.show(pos);
    let mut s = if shown.contains('\n') {
        format!("position:\n  {}\n", shown.replace('\n', "\n  "))
    } else {
        format!("position: {shown}\n")
    };
    let parts: Vec<String> = (game.components(pos).iter())
        .map(|c| format!("{} = {}", c.name, c.value))
        .collect();
    if practice {
        return s;
    }
    if !parts.is_empty() && !over {
        s.push_str(&format!("Grundy values: {}\n", join(&parts, ", ")));
    }
    if !over {
        let o = game.outcome(pos);
        let verdict = if o.mover_wins { "a win" } else { "a loss" };
        s.push_str(&format!(
            "{}: {verdict} for the player to move ({})\n",
            o.rule,
            side.object()
        ));
    }
    s
}

/// The hint line.
fn hint_text(win: Option<&str>) -> String {
    match win {
        Some(w) => format!("hint: {w}\n"),
        None => "hint: there is no winning move here: every move leaves a position that wins \
                 for the other player\n"
            .to_string(),
    }
}

/// The commands a person can type besides a move; none takes an argument.
const COMMANDS: [&str; 4] = ["hint", "undo", "help", "quit"];

/// Reads lines until the person types a legal move or `undo` (when `can_undo`: the
/// person has moved), or the input ends or the person quits; `hint` shows `hint`.
fn ask<G: Playable>(
    game: &G,
    pos: &G::Pos,
    hint: &str,
    can_undo: bool,
    how: How,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Answer<G::Move> {
    loop {
        say(out, "your move> ");
        let _ = out.flush();
        let mut buf = Vec::new();
        let line = match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => {
                say(out, "\nend of input: the game stops here, unfinished.\n");
                let _ = out.flush();
                return Answer::Stop;
            }
            Ok(_) => String::from_utf8_lossy(&buf).into_owned(),
        };
        let text = line.trim();
        if how.echo {
            say(out, &format!("{}\n", crate::tools::cli::one_line(text)));
        }
        match text {
            "" => continue,
            "quit" => {
                say(out, "you resign: I win.\n");
                let _ = out.flush();
                return Answer::Stop;
            }
            "help" => say(
                out,
                &format!(
                    "type a move as {}; `hint` shows a winning move, `undo` takes back your \
                     last move and my reply, `quit` ends the game\n",
                    game.move_help()
                ),
            ),
            "hint" => say(out, hint),
            "undo" if can_undo => return Answer::Undo,
            "undo" => say(out, "nothing to undo: you have not moved yet\n"),
            _ if COMMANDS.contains(&text.split_whitespace().next().unwrap_or_default()) => {
                let command = text.split_whitespace().next().unwrap_or_default();
                say(
                    out,
                    &format!(
                        "the command `{command}` takes no argument: type `{command}` alone; the \
                         position is unchanged\n"
                    ),
                );
            }
            _ => match game.parse(pos, text) {
                Ok(m) => return Answer::Move(m),
                Err(why) => say(
                    out,
                    &format!(
                        "illegal move: {}; the position is unchanged\n",
                        crate::tools::cli::one_line(&why)
                    ),
                ),
            },
        }
    }
}

/// The computer's move at `pos` (which must have a move), and why it chose it: the first
/// winning move of the theory's listing, or, without one, the move that keeps the game
/// longest (or, past the search's budget, the smallest step).
pub fn computer_move<G: Playable>(game: &G, pos: &G::Pos) -> (G::Move, String) {
    match game.winning(pos, 1).first.first() {
        Some(w) => (
            game.concrete(pos, w),
            "a winning move: it leaves you a position lost for the player to move".to_string(),
        ),
        None => resist(game, pos),
    }
}

/// The computer's move when it has no winning move, and why it chose it.
fn resist<G: Playable>(game: &G, pos: &G::Pos) -> (G::Move, String) {
    let moves = game.moves(pos);
    let mut search = Search::new(game, BUDGET);
    let lengths: Option<Vec<u32>> = moves
        .iter()
        .map(|m| search.solve(&game.after(pos, m)).map(|r| r.moves))
        .collect();
    match lengths {
        Some(lengths) => {
            // The first move of greatest remoteness.
            let best = (0..moves.len())
                .max_by_key(|&i| (lengths[i], std::cmp::Reverse(i)))
                .expect("a move exists");
            let n = lengths[best];
            (
                moves[best].clone(),
                format!(
                    "no winning move; this one keeps the game longest: if you win as fast as \
                     you can, {n} more move{} follow{}",
                    if n == 1 { "" } else { "s" },
                    if n == 1 { "s" } else { "" }
                ),
            )
        }
        None => {
            let best = (0..moves.len())
                .max_by_key(|&i| (game.size(&game.after(pos, &moves[i])), std::cmp::Reverse(i)))
                .expect("a move exists");
            (
                moves[best].clone(),
                format!(
                    "no winning move, and too many positions to search; the smallest step: it \
                     keeps the most {}",
                    game.size_words()
                ),
            )
        }
    }
}

/// The end: who won, and why the loser lost.
fn ending<G: Playable>(game: &G, pos: &G::Pos, to_move: Side, turns: &[Turn]) -> String {
    let winner = if game.misere() {
        to_move
    } else {
        to_move.other()
    };
    let loser = winner.other();
    let mut s = format!(
        "game over: {}; {} win.\n",
        game.end_words(pos),
        winner.subject()
    );
    let theirs: Vec<&Turn> = turns.iter().filter(|t| t.side == loser).collect();
    let (who, whose) = (loser.subject(), loser.possessive());
    let why = match theirs.iter().rev().find(|t| t.had_win.is_some()) {
        Some(t) => format!(
            "why {who} lost: before {whose} move {} the position was a win for the player to \
             move ({}), but `{}` let it go; a winning move there: {}. From then on {} always \
             left {} a position lost for the player to move.",
            t.number,
            t.rule,
            t.words,
            t.had_win.as_deref().unwrap_or_default(),
            winner.subject(),
            loser.object(),
        ),
        None if turns.is_empty() => {
            let (rule, starter) = if game.misere() {
                ("in misère play whoever cannot move wins", winner)
            } else {
                ("whoever cannot move loses", loser)
            };
            format!(
                "why {who} lost: the start had no move, and {} to move: {rule}.",
                match starter {
                    Side::Person => "you were",
                    Side::Computer => "I was",
                }
            )
        }
        None if theirs.is_empty() => format!(
            "why {who} lost: {who} never had a move: {} first move ended the game.",
            winner.possessive()
        ),
        None => format!(
            "why {who} lost: every position {who} faced was a loss for the player to move (the \
             first: {}); whatever {who} did, {} could answer with a move that gave {} a lost \
             position again.",
            theirs[0].rule,
            winner.subject(),
            loser.object()
        ),
    };
    s.push_str(&why);
    s.push('\n');
    s
}

/// `text` with its first letter in capitals.
fn capital(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
