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

use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::explain::render::{Style, why_text};
use crate::study::game::Playable;
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
    /// The language of everything the game says.
    pub lang: Lang,
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

    /// `person` or `computer`, the side as a message's selector (`you`, `I`, `me`, `your`,
    /// `my` in English; `你`, `我` in Chinese).
    fn key(self) -> &'static str {
        match self {
            Side::Person => "person",
            Side::Computer => "computer",
        }
    }
}

/// One move of the game, with what the theory said of the position before it.
struct Turn {
    side: Side,
    /// The move's number in the game, from 1.
    number: usize,
    /// Its words.
    words: Text,
    /// Whether the mover had a winning position, and if so a winning move there.
    had_win: Option<Text>,
    /// The rule that decided the position before the move.
    rule: Text,
}

/// Writes `text` (ignoring errors: the binary's writer ends the program on a failed write,
/// and a test's writer cannot fail).
fn say(out: &mut dyn Write, text: &str) {
    let _ = out.write_all(text.as_bytes());
}

/// Plays one game from `start`, reading the person's lines from `input` and writing the
/// game to `out` in `how.lang`; `origin` says where the start came from.
pub fn play<G: Playable>(
    game: &G,
    start: G::Pos,
    origin: &Text,
    how: How,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) {
    let lang = how.lang;
    let t = |text: Text| text.render(lang);
    say(out, &format!("{}\n", t(game.rules())));
    say(
        out,
        &format!("{}\n", t(msg!("play-banner", help = game.move_help()))),
    );
    let first = if how.computer_first {
        Side::Computer
    } else {
        Side::Person
    };
    say(
        out,
        &format!(
            "{}\n",
            t(msg!("play-start", origin = origin, first = first.key()))
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
            &format!("\n{}", position_text(game, &pos, side, over, how)),
        );
        if over {
            say(out, &ending(game, &pos, side, &turns, lang));
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
                let style = Style {
                    lang,
                    ..Style::default()
                };
                let why = why_text(&game.why(&pos, w), x, style);
                let why = t(msg!("lesson-why-label", why = why));
                hint_text(win.as_ref(), lang).replacen('\n', &format!("\n  {why}\n"), 1)
            }
            _ => hint_text(win.as_ref(), lang),
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
                            .map(|turn| {
                                t(msg!(
                                    "play-move",
                                    number = turn.number,
                                    side = turn.side.key(),
                                    words = &turn.words
                                ))
                            })
                            .collect();
                        let sep = t(msg!("play-taken-sep"));
                        say(
                            out,
                            &format!("{}\n", t(msg!("play-taken-back", moves = taken.join(&sep)))),
                        );
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
                    t(msg!("play-note", note = note))
                };
                (m, words, note)
            }
        };
        let number = turns.len() + 1;
        let line = msg!(
            "play-move",
            number = number,
            side = side.key(),
            words = &words
        );
        say(out, &format!("{}{note}\n", t(line)));
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
fn position_text<G: Playable>(game: &G, pos: &G::Pos, side: Side, over: bool, how: How) -> String {
    let t = |text: Text| text.render(how.lang);
    let shown = t(game.show(pos));
    let mut s = if shown.contains('\n') {
        let drawing = shown.replace('\n', "\n  ");
        format!("{}\n  {drawing}\n", t(msg!("play-position-drawing")))
    } else {
        format!("{}\n", t(msg!("play-position", position = shown)))
    };
    let parts: Vec<String> = (game.components(pos).iter())
        .map(|c| t(msg!("play-value", name = &c.name, value = c.value)))
        .collect();
    if how.practice {
        return s;
    }
    if !parts.is_empty() && !over {
        let sep = t(msg!("play-values-sep"));
        s.push_str(&format!(
            "{}\n",
            t(msg!("play-values", values = parts.join(&sep)))
        ));
    }
    if !over {
        let o = game.outcome(pos);
        let verdict = match o.mover_wins {
            true => msg!("play-verdict-win", rule = &o.rule, side = side.key()),
            false => msg!("play-verdict-loss", rule = &o.rule, side = side.key()),
        };
        s.push_str(&format!("{}\n", t(verdict)));
    }
    s
}

/// The hint line.
fn hint_text(win: Option<&Text>, lang: Lang) -> String {
    let text = match win {
        Some(w) => msg!("play-hint", moves = w),
        None => msg!("play-hint-none"),
    };
    format!("{}\n", text.render(lang))
}

/// The commands a person can type besides a move; none takes an argument. Each has its
/// Chinese name too: `提示`, `悔棋`, `帮助`, `认输`.
const COMMANDS: [(&str, &str); 4] = [
    ("hint", "提示"),
    ("undo", "悔棋"),
    ("help", "帮助"),
    ("quit", "认输"),
];

/// The command `word` names, by its English or Chinese name.
fn command(word: &str) -> Option<&'static str> {
    COMMANDS
        .iter()
        .find(|(en, zh)| word == *en || word == *zh)
        .map(|(en, _)| *en)
}

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
    let t = |text: Text| text.render(how.lang);
    loop {
        say(out, &format!("{} ", t(msg!("play-prompt"))));
        let _ = out.flush();
        let mut buf = Vec::new();
        let line = match input.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => {
                say(out, &format!("\n{}\n", t(msg!("play-end-of-input"))));
                let _ = out.flush();
                return Answer::Stop;
            }
            Ok(_) => String::from_utf8_lossy(&buf).into_owned(),
        };
        let text = line.trim();
        if how.echo {
            say(out, &format!("{}\n", crate::tools::cli::one_line(text)));
        }
        let first = text.split_whitespace().next().unwrap_or_default();
        let alone = text.split_whitespace().count() == 1;
        match (command(first), alone) {
            _ if text.is_empty() => continue,
            (Some("quit"), true) => {
                say(out, &format!("{}\n", t(msg!("play-resign"))));
                let _ = out.flush();
                return Answer::Stop;
            }
            (Some("help"), true) => say(
                out,
                &format!("{}\n", t(msg!("play-help", help = game.move_help()))),
            ),
            (Some("hint"), true) => say(out, hint),
            (Some("undo"), true) if can_undo => return Answer::Undo,
            (Some("undo"), true) => say(out, &format!("{}\n", t(msg!("play-nothing-to-undo")))),
            (Some(_), false) => {
                say(
                    out,
                    &format!("{}\n", t(msg!("play-no-argument", command = first))),
                );
            }
            _ => match game.parse(pos, text) {
                Ok(m) => return Answer::Move(m),
                Err(why) => {
                    let why = crate::tools::cli::one_line(&t(why));
                    say(out, &format!("{}\n", t(msg!("play-illegal", why = why))));
                }
            },
        }
    }
}

/// The computer's move at `pos` (which must have a move), and why it chose it: the first
/// winning move of the theory's listing, or, without one, the move that keeps the game
/// longest (or, past the search's budget, the smallest step).
pub fn computer_move<G: Playable>(game: &G, pos: &G::Pos) -> (G::Move, Text) {
    match game.winning(pos, 1).first.first() {
        Some(w) => (game.concrete(pos, w), msg!("play-computer-wins")),
        None => resist(game, pos),
    }
}

/// The computer's move when it has no winning move, and why it chose it.
fn resist<G: Playable>(game: &G, pos: &G::Pos) -> (G::Move, Text) {
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
            (moves[best].clone(), msg!("play-computer-longest", n = n))
        }
        None => {
            let best = (0..moves.len())
                .max_by_key(|&i| (game.size(&game.after(pos, &moves[i])), std::cmp::Reverse(i)))
                .expect("a move exists");
            let what = game.size_words();
            (
                moves[best].clone(),
                msg!("play-computer-smallest", what = what),
            )
        }
    }
}

/// The end: who won, and why the loser lost.
fn ending<G: Playable>(
    game: &G,
    pos: &G::Pos,
    to_move: Side,
    turns: &[Turn],
    lang: Lang,
) -> String {
    let winner = if game.misere() {
        to_move
    } else {
        to_move.other()
    };
    let loser = winner.other();
    let over = msg!(
        "play-game-over",
        end = game.end_words(pos),
        winner = winner.key()
    );
    let mut s = format!("{}\n", over.render(lang));
    let theirs: Vec<&Turn> = turns.iter().filter(|t| t.side == loser).collect();
    let why = match theirs.iter().rev().find(|t| t.had_win.is_some()) {
        Some(t) => msg!(
            "play-why-let-go",
            loser = loser.key(),
            number = t.number,
            rule = &t.rule,
            words = &t.words,
            win = t.had_win.clone().unwrap_or_default()
        ),
        None if turns.is_empty() => match game.misere() {
            true => msg!(
                "play-why-no-move-misere",
                loser = loser.key(),
                starter = winner.key()
            ),
            false => msg!(
                "play-why-no-move",
                loser = loser.key(),
                starter = loser.key()
            ),
        },
        None if theirs.is_empty() => msg!("play-why-never-moved", loser = loser.key()),
        None => msg!(
            "play-why-always-lost",
            loser = loser.key(),
            rule = &theirs[0].rule
        ),
    };
    s.push_str(&why.render(lang));
    s.push('\n');
    s
}
