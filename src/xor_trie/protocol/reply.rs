//! What a live session says, before it is said in a language: the pieces of an answer
//! ([`Said`]: transcript lines, in the game's words where the language asks for them
//! ([`crate::xor_trie::words`]), or any other text), the answer to one line ([`Reply`]) and
//! to the end of the session ([`Finish`]), what each asks of the session log
//! ([`LogChange`]), and how a line the referee applied by itself is echoed ([`echo`]).

use super::auto::AutoLine;
use super::table_words;
use crate::i18n::{Lang, Text};
use crate::msg;
use crate::xor_trie::words;

/// What changes in the session log after a line.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum LogChange {
    /// Nothing.
    #[default]
    Keep,
    /// This line was applied: append it.
    Append(String),
    /// `undo` took the last line back: cut it off.
    RemoveLast,
    /// `undo N` took the last N lines back: cut them off.
    RemoveLastLines(usize),
}

/// One piece of what a live session writes on its terminal, not yet in a language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// A transcript line (an event, a line of the standings, a drawing of the trie): in
    /// English as it is, the protocol's own words that batch mode prints; in another
    /// language in words, the cards named (the typist's own terminal, who dealt them).
    Line(String),
    /// A transcript line as the whole table may read it (the terminal of a served table,
    /// which shows what the board shows): in words, without the secrets
    /// ([`crate::xor_trie::words`]).
    Public(String),
    /// Anything else: what a command shows, an echoed line.
    Text(Text),
}

impl Said {
    /// The piece in `lang`, without a newline.
    pub fn render(&self, lang: Lang) -> String {
        let line = |l: &str, secrets: bool| {
            // A line taken back is said in words, but in English on the typist's own
            // terminal, which prints it as typed (`undone: …`, as the goldens have it).
            if let Some(typed) = l.strip_prefix(table_words::UNDONE)
                && (lang != Lang::En || !secrets)
            {
                return table_words::taken_back(typed).render(lang);
            }
            let mut t = words::transcript(l, lang, secrets);
            t.pop();
            t
        };
        match self {
            Said::Line(l) => line(l, true),
            Said::Public(l) => line(l, false),
            Said::Text(t) => t.render(lang),
        }
    }

    /// The lines of a transcript.
    pub fn lines(text: &str) -> Vec<Said> {
        text.lines().map(|l| Said::Line(l.to_string())).collect()
    }
}

/// `said` in `lang`: each piece followed by a newline.
pub fn render(said: &[Said], lang: Lang) -> String {
    let mut out = String::new();
    for s in said {
        out.push_str(&s.render(lang));
        out.push('\n');
    }
    out
}

/// The answer to one line of a live session.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reply {
    /// What goes to standard output, in English ([`render`] of [`Reply::said`]):
    /// transcript lines, or what a command shows.
    pub text: String,
    /// The same, to be written in the terminal's language.
    pub said: Vec<Said>,
    /// Why the line was refused (written `error: <why>` on standard error).
    pub error: Option<Text>,
    /// After an applied line, what the table must do next when it is more than the next
    /// action ([`super::status::next_step`]); written as a `# ` line after the text.
    pub note: Option<Text>,
    /// What the session log must do.
    pub log: LogChange,
    /// The line was `quit`.
    pub quit: bool,
}

impl Reply {
    /// The answer of a protocol line: its transcript lines.
    pub(crate) fn transcript(text: String) -> Reply {
        Reply {
            said: Said::lines(&text),
            text,
            ..Reply::default()
        }
    }

    /// The answer of a command that shows `shown`.
    pub(crate) fn shown(shown: Text) -> Reply {
        let mut reply = Reply::default();
        reply.set(vec![Said::Text(shown)]);
        reply
    }

    pub(crate) fn refusal(why: Text) -> Reply {
        Reply {
            error: Some(why),
            ..Reply::default()
        }
    }

    /// Makes `said` what the reply says.
    pub fn set(&mut self, said: Vec<Said>) {
        self.text = render(&said, Lang::En);
        self.said = said;
    }

    /// Why the line was refused, in English.
    pub fn error_en(&self) -> Option<String> {
        self.error.as_ref().map(Text::en)
    }
}

/// What the end of a live session prints and logs.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Finish {
    /// The events of a skill that was waiting for counters, then the match ranking, or a
    /// note that the game is unfinished, in English ([`render`] of [`Finish::said`]).
    pub text: String,
    /// The same, to be written in the terminal's language.
    pub said: Vec<Said>,
    /// `Append("pass")` if a waiting skill was let act.
    pub log: LogChange,
    /// The last round has ended.
    pub complete: bool,
}

impl Finish {
    /// Makes `said` what the end says.
    pub fn set(&mut self, said: Vec<Said>) {
        self.text = render(&said, Lang::En);
        self.said = said;
    }
}

/// The line a live session shows for a line the referee applied by itself: the line as
/// if typed after `prompt`, with why (`3 play 40 self    (seat 3's greedy bot)`), then its
/// answer and its note.
pub fn echo(prompt: Text, auto: &AutoLine, reply: &Reply) -> Vec<Said> {
    echo_line(
        prompt,
        Text::from(auto.line.as_str()),
        auto.source.label(),
        reply,
    )
}

/// A line as if typed after `prompt`, with why, then `reply`'s answer and note.
pub fn echo_line(prompt: Text, line: Text, why: Text, reply: &Reply) -> Vec<Said> {
    let mut said = vec![Said::Text(msg!(
        "card-echo",
        prompt = prompt,
        line = line,
        why = why
    ))];
    said.extend(reply.said.iter().cloned());
    if let Some(n) = &reply.note {
        said.push(Said::Text(Text::Lines(
            vec![Text::from("# "), n.clone()],
            "",
        )));
    }
    said
}
