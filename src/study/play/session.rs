//! One game between a person and the computer, over lines of text.
//!
//! The person types a move in the game's own terms (checked by [`Playable::parse`]: an
//! illegal one gets one line saying why and changes nothing), `hint`, `help` or `quit`.
//! The computer answers with the first winning move of the theory's listing when it has
//! one; otherwise with the move that keeps the game longest, by [`Search`] (the loser
//! resists as long as it can, assuming the person then wins as fast as possible), or, past
//! the search's budget, with the smallest step ([`Playable::size`]). After every move the
//! position and its Grundy values are shown; a move of the person's that throws away a won
//! position is told at once, before the computer replies ([`super::mistake`]; with
//! `--strict` the person may take it back then); at the end, why the loser lost: the last
//! winning position the loser let go, with a move that would have kept it, or that the
//! loser never had one.
//!
//! Every prompt is flushed before reading, so the game works through a pipe; when the
//! input is not a terminal each line read is echoed after its prompt, so a transcript
//! reads as the game went. The end of the input ends the game cleanly.

use super::mistake::{Mistake, mistake};
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::study::explain::render::{Style, why_text};
use crate::study::game::{CAP, Drawn, Playable, Show};
use crate::study::search::{BUDGET, Search};
use std::collections::VecDeque;
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
    /// Strict: after a move that throws away a won position, ask at once, before the
    /// computer replies, whether to take it back.
    pub strict: bool,
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
#[derive(Debug, Clone)]
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
    /// What was said after its words (why the computer chose it), or nothing.
    note: Option<Text>,
    /// When the move threw away a won position: what it left, and what would have won.
    mistake: Option<Mistake>,
}

/// Writes `text` (ignoring errors: the binary's writer ends the program on a failed write,
/// and a test's writer cannot fail).
fn say(out: &mut dyn Write, text: &str) {
    let _ = out.write_all(text.as_bytes());
}

/// A game in progress: the position, whose move it is, and the moves so far with the
/// positions before them (for `undo` and for the end's "why you lost"). What `play` does
/// over lines of text ([`play`]) and the study desk over clicks ([`Session`]) is this one
/// state, moved by the same steps.
///
/// It keeps at most the `keep` moves [`Progress::new`] is given (the oldest are forgotten
/// first, and `undo` reaches back as far as it keeps): `play` in a terminal keeps them all,
/// a page's session a bounded number, so that its memory stays bounded however long a game
/// is played.
pub struct Progress<G: Playable> {
    game: G,
    pos: G::Pos,
    side: Side,
    /// The moves kept, oldest first, and the position before each.
    turns: VecDeque<(Turn, G::Pos)>,
    /// How many moves were played in all (the kept ones are the last).
    played: usize,
    /// The most moves kept.
    keep: usize,
    /// The language of everything it says.
    lang: Lang,
}

impl<G: Playable> Progress<G> {
    /// The game `game` from `start`, the computer moving first if `computer_first`,
    /// keeping at most `keep` moves (at least 1), saying everything in `lang`.
    pub fn new(game: G, start: G::Pos, computer_first: bool, keep: usize, lang: Lang) -> Self {
        Progress {
            game,
            pos: start,
            side: if computer_first {
                Side::Computer
            } else {
                Side::Person
            },
            turns: VecDeque::new(),
            played: 0,
            keep: keep.max(1),
            lang,
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The position now.
    pub fn position(&self) -> &G::Pos {
        &self.pos
    }

    /// Whether the game is over: the player to move has no move.
    pub fn over(&self) -> bool {
        !self.game.has_move(&self.pos)
    }

    /// Whether the person is to move (and the game is not over).
    pub fn persons_turn(&self) -> bool {
        self.side == Side::Person && !self.over()
    }

    /// How many moves have been played.
    pub fn played(&self) -> usize {
        self.played
    }

    /// `text` in the game's language.
    fn t(&self, text: Text) -> String {
        text.render(self.lang)
    }

    /// The position, its values and the verdict for the player to move, as `play` shows
    /// them (in practice, the position alone).
    pub fn position_text(&self, practice: bool) -> String {
        position_text(
            &self.game,
            &self.pos,
            self.side,
            self.over(),
            practice,
            self.lang,
        )
    }

    /// A winning move for the player to move, with its listing entry, if there is one.
    fn first_win(&self) -> Option<G::Winning> {
        self.game.winning(&self.pos, 1).first.into_iter().next()
    }

    /// The hint for the player to move: a winning move with why it wins (practice hides
    /// the why, which holds values), or that there is none.
    pub fn hint(&self, practice: bool) -> String {
        let first = self.first_win();
        let win = first.as_ref().map(|w| self.game.describe(&self.pos, w));
        match &first {
            Some(w) if !practice => {
                let x = (self.game.components(&self.pos).iter()).fold(0, |x, c| x ^ c.value);
                let style = Style {
                    lang: self.lang,
                    ..Style::default()
                };
                let why = why_text(&self.game.why(&self.pos, w), x, style);
                let why = self.t(msg!("lesson-why-label", why = why));
                hint_text(win.as_ref(), self.lang).replacen('\n', &format!("\n  {why}\n"), 1)
            }
            _ => hint_text(win.as_ref(), self.lang),
        }
    }

    /// Plays `m` (a legal move of the player to move), with `note` after its words, and
    /// returns the line that records it: `move 3 (you): take 2 stones from heap 1`.
    fn advance(&mut self, m: &G::Move, note: Option<Text>) -> String {
        let outcome = self.game.outcome(&self.pos);
        let had_win = (self.first_win()).map(|w| self.game.describe(&self.pos, &w));
        let words = self.game.describe_move(&self.pos, m);
        self.played += 1;
        let number = self.played;
        let turn = Turn {
            side: self.side,
            number,
            words,
            had_win,
            rule: outcome.rule,
            note,
            mistake: None,
        };
        let line = self.line(&turn);
        let next = self.game.after(&self.pos, m);
        let turn = Turn {
            mistake: match self.side {
                Side::Person => mistake(&self.game, &self.pos, &next),
                Side::Computer => None,
            },
            ..turn
        };
        let before = std::mem::replace(&mut self.pos, next);
        if self.turns.len() == self.keep {
            self.turns.pop_front();
        }
        self.turns.push_back((turn, before));
        self.side = self.side.other();
        line
    }

    /// Plays the person's legal move `m`; the line that records it.
    pub fn person(&mut self, m: &G::Move) -> String {
        self.advance(m, None)
    }

    /// The line that records `turn`: `move 3 (you): take 2 stones from heap 1`, with its
    /// note.
    fn line(&self, turn: &Turn) -> String {
        let recorded = msg!(
            "play-move",
            number = turn.number,
            side = turn.side.key(),
            words = &turn.words
        );
        let note = turn.note.clone().map(|n| self.t(n)).unwrap_or_default();
        format!("{}{note}\n", self.t(recorded))
    }

    /// From now on, says everything in `lang` (the moves already played too).
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The computer's move (the player to move must have one): the line that records it,
    /// with why the computer chose it unless `practice` (which hides whether it wins).
    pub fn computer(&mut self, practice: bool) -> String {
        let (m, note) = computer_move(&self.game, &self.pos);
        let note = (!practice).then(|| msg!("play-note", note = note));
        self.advance(&m, note)
    }

    /// The notice of the person's last move kept, when it threw away a won position: what
    /// it left and the winning moves there were (in `practice`, no more than `hint` shows),
    /// with the index of its line in [`Progress::log`].
    pub fn mistake(&self, practice: bool) -> Option<(usize, String)> {
        let k = self
            .turns
            .iter()
            .rposition(|(t, _)| t.side == Side::Person)?;
        let turn = &self.turns[k].0;
        let m = turn.mistake.as_ref()?;
        Some((k, m.text(&turn.words, practice, self.lang)))
    }

    /// Whether a move of the person's is kept, to take back.
    pub fn can_undo(&self) -> bool {
        self.turns.iter().any(|(t, _)| t.side == Side::Person)
    }

    /// Takes back the person's last move and what followed it (the computer's reply);
    /// `taken back: move 3 (you): …; move 4 (me): …`, or `None` when no move of the
    /// person's is kept.
    pub fn undo(&mut self) -> Option<String> {
        let k = self
            .turns
            .iter()
            .rposition(|(t, _)| t.side == Side::Person)?;
        let taken: Vec<String> = (self.turns.range(k..))
            .map(|(turn, _)| {
                self.t(msg!(
                    "play-move",
                    number = turn.number,
                    side = turn.side.key(),
                    words = &turn.words
                ))
            })
            .collect();
        let (turn, before) = self.turns.drain(k..).next().expect("the person's move");
        self.pos = before;
        self.side = Side::Person;
        self.played = turn.number - 1;
        let sep = self.t(msg!("play-taken-sep"));
        let moves = taken.join(&sep);
        Some(format!(
            "{}\n",
            self.t(msg!("play-taken-back", moves = moves))
        ))
    }

    /// The lines recording the moves kept, oldest first.
    pub fn log(&self) -> Vec<String> {
        self.turns.iter().map(|(t, _)| self.line(t)).collect()
    }

    /// The end: who won, and why the loser lost (the game must be over).
    pub fn ending(&self) -> String {
        let turns: Vec<&Turn> = self.turns.iter().map(|(t, _)| t).collect();
        let forgotten = self.played - turns.len();
        ending(
            &self.game, &self.pos, self.side, &turns, forgotten, self.lang,
        )
    }
}

/// What a page shows of a game in progress ([`Session::view`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    /// The position drawn ([`Drawn::picture`]): its moves clickable while the person is
    /// to move, the winning ones marked unless in practice.
    pub picture: String,
    /// The position, its values and the verdict, as `play` shows them (in practice, the
    /// position alone).
    pub text: String,
    /// The lines recording the moves kept, oldest first.
    pub log: Vec<String>,
    /// At the end: who won and why the loser lost.
    pub ending: Option<String>,
    /// The person is to move.
    pub your_turn: bool,
    /// A move of the person's can be taken back.
    pub can_undo: bool,
    /// No move has been played: the computer may be asked to start.
    pub at_start: bool,
    /// When the person's last move threw away a won position: the index of its line in
    /// [`View::log`] and the notice ([`Progress::mistake`]), to show right after it.
    pub mistake: Option<(usize, String)>,
}

/// What a line typed on a page did ([`Session::answer`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// A move was played (and the computer answered): the lines recording them.
    Moved(String),
    /// Something to read (the hint, the help, what an undo took back); the game is where
    /// it was, or where the undo left it.
    Said(String),
    /// Refused (the message says why); nothing changed.
    Refused(String),
}

/// A game in progress on a page: [`Progress`] of any game the page can draw, behind one
/// interface, so that a server holds games of every kind alike. Every method is one step
/// of `play`'s own ([`typed`], [`Progress`]).
pub trait Session: Send {
    /// The game's rules, in one line.
    fn rules(&self) -> String;

    /// How to type a move, with an example.
    fn move_help(&self) -> String;

    /// What the page shows now (`practice` hides the values, the verdict and the winning
    /// marks).
    fn view(&self, practice: bool) -> View;

    /// The person's typed line, as `play` reads it: a move (the computer answers at once),
    /// `hint`, `undo` or `help`.
    fn answer(&mut self, text: &str, practice: bool) -> Reply;

    /// The computer makes the first move, when no move has been played yet.
    fn computer_starts(&mut self, practice: bool) -> Reply;

    /// From now on, everything is said in `lang` (a page switched language).
    fn set_lang(&mut self, lang: Lang);
}

impl<G> Session for Progress<G>
where
    G: Drawn + Send,
    G::Pos: Send,
{
    fn rules(&self) -> String {
        self.t(self.game.rules())
    }

    fn move_help(&self) -> String {
        self.t(self.game.move_help())
    }

    fn view(&self, practice: bool) -> View {
        let your_turn = self.persons_turn();
        let winning: Vec<G::Move> = if your_turn && !practice {
            let list = self.game.winning(&self.pos, CAP);
            (list.first.iter())
                .map(|w| self.game.concrete(&self.pos, w))
                .collect()
        } else {
            Vec::new()
        };
        let show = Show {
            values: !practice,
            live: your_turn,
            winning: &winning,
            lang: self.lang,
        };
        View {
            picture: self.game.picture(&self.pos, &show),
            text: self.position_text(practice),
            log: self.log(),
            ending: self.over().then(|| self.ending()),
            your_turn,
            can_undo: self.can_undo(),
            at_start: self.played == 0 && your_turn,
            mistake: self.mistake(practice),
        }
    }

    fn answer(&mut self, text: &str, practice: bool) -> Reply {
        if self.over() {
            return match command(text.trim()) {
                Some("undo") => self.answer_undo(),
                _ => Reply::Refused(self.t(msg!("play-page-over"))),
            };
        }
        match typed(&self.game, &self.pos, text, self.lang) {
            Typed::Nothing => {
                Reply::Refused(help_text(&self.game, self.lang).trim_end().to_string())
            }
            Typed::Quit => Reply::Refused(self.t(msg!("play-page-no-quit"))),
            Typed::Help => Reply::Said(help_text(&self.game, self.lang)),
            Typed::Hint => Reply::Said(self.hint(practice)),
            Typed::Undo => self.answer_undo(),
            Typed::Refused(why) => Reply::Refused(why),
            Typed::Move(m) => {
                let mut lines = self.person(&m);
                if let Some((_, notice)) = self.mistake(practice) {
                    lines.push_str(&notice);
                }
                if !self.over() {
                    lines.push_str(&self.computer(practice));
                }
                Reply::Moved(lines)
            }
        }
    }

    fn set_lang(&mut self, lang: Lang) {
        Progress::set_lang(self, lang);
    }

    fn computer_starts(&mut self, practice: bool) -> Reply {
        if self.played > 0 || !self.persons_turn() {
            return Reply::Refused(self.t(msg!("play-page-no-start")));
        }
        self.side = Side::Computer;
        Reply::Moved(self.computer(practice))
    }
}

impl<G: Playable> Progress<G> {
    /// `undo` on a page: what it took back, or why there is nothing to take back.
    fn answer_undo(&mut self) -> Reply {
        match self.undo() {
            Some(taken) => Reply::Said(taken),
            None => Reply::Refused(self.t(msg!("play-nothing-to-undo"))),
        }
    }
}

/// Plays one game from `start`, reading the person's lines from `input` and writing the
/// game to `out` in `how.lang`; `origin` says where the start came from.
pub fn play<G: Playable>(
    game: G,
    start: G::Pos,
    origin: &Text,
    how: How,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) {
    let t = |text: Text| text.render(how.lang);
    say(out, &format!("{}\n", t(game.rules())));
    say(
        out,
        &format!("{}\n", t(msg!("play-banner", help = game.move_help()))),
    );
    let mut p = Progress::new(game, start, how.computer_first, usize::MAX, how.lang);
    say(
        out,
        &format!(
            "{}\n",
            t(msg!("play-start", origin = origin, first = p.side.key()))
        ),
    );
    loop {
        say(out, &format!("\n{}", p.position_text(how.practice)));
        if p.over() {
            say(out, &p.ending());
            let _ = out.flush();
            return;
        }
        let line = match p.side {
            Side::Person => {
                let hint = p.hint(how.practice);
                if how.hint {
                    say(out, &hint);
                }
                match ask(&p, &hint, how, input, out) {
                    Answer::Move(m) => {
                        say(out, &p.person(&m));
                        let Some((_, notice)) = p.mistake(how.practice) else {
                            continue;
                        };
                        say(out, &notice);
                        if how.strict {
                            match take_back(how, input, out) {
                                None => return,
                                Some(true) => {
                                    let taken = p.undo().expect("the move just made");
                                    say(out, &taken);
                                }
                                Some(false) => {}
                            }
                        }
                        continue;
                    }
                    Answer::Undo => {
                        let taken = p
                            .undo()
                            .expect("ask offers undo only after a move of yours");
                        say(out, &taken);
                        continue;
                    }
                    Answer::Stop => return,
                }
            }
            Side::Computer => p.computer(how.practice),
        };
        say(out, &line);
    }
}

/// The position, its components' values and the verdict for the player to move (in
/// practice, the position alone), in `lang`.
fn position_text<G: Playable>(
    game: &G,
    pos: &G::Pos,
    side: Side,
    over: bool,
    practice: bool,
    lang: Lang,
) -> String {
    let t = |text: Text| text.render(lang);
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
    if practice {
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

/// What a line the person typed asks for (`play`'s commands and moves, the same in a
/// terminal and on a page).
pub enum Typed<M> {
    /// Nothing (an empty line).
    Nothing,
    /// `quit`: the person resigns.
    Quit,
    /// `help`: the commands.
    Help,
    /// `hint`: a winning move.
    Hint,
    /// `undo`: take back the person's last move and the computer's reply.
    Undo,
    /// A legal move.
    Move(M),
    /// Not a move: the message saying why (the position is unchanged).
    Refused(String),
}

/// Reads the person's line `text` at `pos` of `game` (its messages in `lang`).
pub fn typed<G: Playable>(game: &G, pos: &G::Pos, text: &str, lang: Lang) -> Typed<G::Move> {
    let text = text.trim();
    let first = text.split_whitespace().next().unwrap_or_default();
    let alone = text.split_whitespace().count() == 1;
    match (command(first), alone) {
        _ if text.is_empty() => Typed::Nothing,
        (Some("quit"), true) => Typed::Quit,
        (Some("help"), true) => Typed::Help,
        (Some("hint"), true) => Typed::Hint,
        (Some("undo"), true) => Typed::Undo,
        (Some(_), _) => Typed::Refused(msg!("play-no-argument", command = first).render(lang)),
        _ => match game.parse(pos, text) {
            Ok(m) => Typed::Move(m),
            Err(why) => {
                let why = crate::runtime::cli::one_line(&why.render(lang));
                Typed::Refused(msg!("play-illegal", why = why).render(lang))
            }
        },
    }
}

/// The line `help` answers with, in `lang`.
pub fn help_text<G: Playable>(game: &G, lang: Lang) -> String {
    format!(
        "{}\n",
        msg!("play-help", help = game.move_help()).render(lang)
    )
}

/// Reads lines until the person types a legal move or `undo` (when a move of theirs can
/// be taken back), or the input ends or the person quits; `hint` shows `hint`.
fn ask<G: Playable>(
    p: &Progress<G>,
    hint: &str,
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
        if how.echo {
            say(
                out,
                &format!("{}\n", crate::runtime::cli::one_line(line.trim())),
            );
        }
        match typed(p.game(), p.position(), &line, how.lang) {
            Typed::Nothing => continue,
            Typed::Quit => {
                say(out, &format!("{}\n", t(msg!("play-resign"))));
                let _ = out.flush();
                return Answer::Stop;
            }
            Typed::Help => say(out, &help_text(p.game(), how.lang)),
            Typed::Hint => say(out, hint),
            Typed::Undo if p.can_undo() => return Answer::Undo,
            Typed::Undo => say(out, &format!("{}\n", t(msg!("play-nothing-to-undo")))),
            Typed::Move(m) => return Answer::Move(m),
            Typed::Refused(why) => say(out, &format!("{why}\n")),
        }
    }
}

/// `--strict`, after a mistake: asks whether to take the move back and reads the answer
/// (`yes`, `y`, `是`, or `undo` in either language take it back; anything else lets it
/// stand); `None` when the input ended (which has been said).
fn take_back(how: How, input: &mut dyn BufRead, out: &mut dyn Write) -> Option<bool> {
    let t = |text: Text| text.render(how.lang);
    say(out, &format!("{} ", t(msg!("play-strict-ask"))));
    let _ = out.flush();
    let mut buf = Vec::new();
    match input.read_until(b'\n', &mut buf) {
        Ok(0) | Err(_) => {
            say(out, &format!("\n{}\n", t(msg!("play-end-of-input"))));
            let _ = out.flush();
            None
        }
        Ok(_) => {
            let line = String::from_utf8_lossy(&buf);
            let answer = line.trim();
            if how.echo {
                say(out, &format!("{}\n", crate::runtime::cli::one_line(answer)));
            }
            let yes = ["yes", "y", "是"].contains(&answer.to_lowercase().as_str())
                || command(answer) == Some("undo");
            if !yes {
                say(out, &format!("{}\n", t(msg!("play-strict-stands"))));
            }
            Some(yes)
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

/// The end: who won, and why the loser lost, from the moves kept (`turns`, the last of
/// the game; the `forgotten` ones before them are no longer kept).
fn ending<G: Playable>(
    game: &G,
    pos: &G::Pos,
    to_move: Side,
    turns: &[&Turn],
    forgotten: usize,
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
    let theirs: Vec<&Turn> = (turns.iter().copied())
        .filter(|t| t.side == loser)
        .collect();
    let why = match theirs.iter().rev().find(|t| t.had_win.is_some()) {
        Some(t) => msg!(
            "play-why-let-go",
            loser = loser.key(),
            number = t.number,
            rule = &t.rule,
            words = &t.words,
            win = t.had_win.clone().unwrap_or_default()
        ),
        None if forgotten > 0 => msg!(
            "play-why-forgotten",
            loser = loser.key(),
            kept = turns.len()
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
