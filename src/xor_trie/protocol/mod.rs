//! The XOR-Trie referee's line protocol: commands in, a transcript out, in two modes.
//!
//! This is what `xor_trie_referee` does between reading its standard input and writing its
//! outputs; the rules themselves are in [`crate::xor_trie`], the full protocol (every
//! command and every event line) in `docs/xor-trie-rules.md` §7.
//!
//! # Input
//!
//! One command per line; everything from `#` to the end of a line is a comment, and lines
//! left blank are skipped ([`tokens`]). Line numbers count every line of the input, blank
//! or not, from 1. The commands ([`Command`], read by [`parse_command`]):
//!
//! * `players N` (4..=8): the first command, once;
//! * `rule NAME`: a house rule for the whole match (`score-cap`, `competition-ranking`,
//!   `death-after-skill`), before round 1 begins;
//! * `bot S [random|greedy]`: the referee plays seat S from this round on (before a round
//!   begins; rounds shuffled from a seed only), its lines decided by [`auto`];
//! * `round`: starts a round; optional before the first round;
//! * the setup lines: `seed S` (the cards are shuffled from S) or `physical` (the table
//!   plays with real cards and the typist names them), one of the two required; `deal v1 …
//!   vN`, `markers c1 … ck`; for a seed `deck x1 x2 …` and `skills k1 k2 …`; for physical
//!   cards `hands a1 b1 …` (optional: without it the hands stay unseen), with `deal` and
//!   `markers` required; `start S`, the starting seat among those tied. Each at most once per
//!   round, in any order, before its first action; each is checked against the card set as
//!   soon as it is read;
//! * `begin` (optional): sets the round up now;
//! * actions, led by the acting seat: `S draw [A B]`, `S play V self|public`, `S test V
//!   [J]`, `S take K`, `S redeem`, `S discard K`, `S skill K self|public [L]`, `S counter`,
//!   `S end [keep V…] [discard W…]`, `S give T`; and `pass`, which lets a skill waiting for
//!   counters act.
//!
//! A [`Session`] applies them line by line (its docs say how lines drive the engine).
//!
//! # Modes
//!
//! * **Batch** ([`referee`]): a whole script, for checking a game afterwards or from a
//!   script. The first illegal or malformed line stops the referee: the transcript up to
//!   that line comes back with a [`LineError`] naming the line and the reason.
//! * **Live** ([`Live`], [`run_live`]): the referee at the table, each line answered as it
//!   is typed, a bad line refused without changing anything, `undo` and commands that show
//!   the game, and a session log that batch mode replays ([`SessionLog`]). The pages of
//!   `--serve` ([`crate::xor_trie::web`]) act on the same session through its [`Desk`].
//!
//! # Self-play
//!
//! [`selfplay_report`] plays rounds with the built-in bots ([`crate::xor_trie::bots`]) and
//! formats their statistics ([`format_selfplay`]).
//!
//! # Map
//!
//! | module | holds |
//! |---|---|
//! | [`command`] | a line's words and the command they make |
//! | [`auto`] | what the referee does by itself: the bots' lines, the counter window's decision |
//! | [`session`] | the referee's state between lines, and how each line moves it |
//! | [`batch`] | the batch referee: a script in, a transcript (or the first bad line) out |
//! | [`reply`] | what a live session says, not yet in a language: a line's answer, the end's, an echo |
//! | [`live`] | the live session's logic: each line's answer, `undo`, `--resume`'s replay |
//! | [`desk`] | the session with its log, what stops it early, the table the dialogue works on |
//! | [`dialogue`] | the dialogue at a terminal: banner, prompts, answers |
//! | [`table_words`] | where the game stands and what the table waits for, in the game's words |
//! | [`status`](mod@status) | what the live session shows: status, hands, history, help |
//! | [`terminal`] | where a live session's lines come from: a pipe, or a terminal with line editing |
//! | [`log`](mod@log) | the session log file: where it goes, appending, cutting on `undo` |
//! | [`selfplay`](mod@selfplay) | self-play from the command line: bounded, with progress, interruptible |

pub mod auto;
pub mod batch;
pub mod command;
pub mod desk;
pub mod dialogue;
pub mod league;
pub mod live;
pub mod log;
pub mod reply;
pub mod selfplay;
pub mod session;
pub mod status;
pub mod table_words;
pub mod terminal;

#[cfg(test)]
mod tests;

pub use batch::{LineError, Transcript, referee};
pub use command::{Command, LIVE_COMMANDS, parse_command, tokens};
pub use desk::{Desk, LiveError, Table, quote_path, resume};
pub use dialogue::{banner, run_live};
pub use live::{Live, PROMPT};
pub use log::SessionLog;
pub use reply::{Finish, LogChange, Reply, Said};
pub use selfplay::{
    MAX_SELFPLAY_ROUNDS, catch_interrupt, format_selfplay, selfplay_report, selfplay_run,
};
pub use session::{Answer, Awaited, Phase, Session};
pub use status::{score_on_slider, situation, status};
pub use terminal::{Input, LineSource, Piped, Terminal};
