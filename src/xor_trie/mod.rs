//! The XOR-Trie card game ("异或Trie"): a complete rules engine for one referee.
//!
//! # The game in brief
//!
//! Four to eight players walk on a binary trie of ten layers. Each player has a
//! *sequence*, a 10-bit number whose 1s are the nodes they stand on; there is also a
//! *public sequence*, starting at 0. In a turn a player may draw two number cards, must
//! play one (XOR it into their own sequence or the public one), may try once for a skill
//! card (a *test* against a judgment card, or a token), may play one skill card (shifts,
//! inversion, inserting or clearing a 1; any other player may counter it with a `C`), and
//! keeps at most two number cards. A 1 appearing on layers 5 to 9 of one's own sequence
//! wins points (more for a higher layer, and for the first to win it); reaching layer 10
//! ends the round (+666 for one's own sequence); a basic card that puts a sequence on two
//! nodes with death markers eliminates its author, without the prizes of the move (a
//! house rule extends this to skills, [`house_rules`]); making one's highest 1 level with
//! another player's starts a duel, settled by the second-highest 1s at the end of the
//! other player's next turn. A round's total is score + 100·tokens; medals rank rounds,
//! medal counts rank a match.
//!
//! The original Chinese rulebook leaves much open; `docs/xor-trie-rules.md` holds the
//! complete rules as this engine enforces them, every ruling marked, and the referee's
//! protocol. Section numbers (§) in this module's docs refer to it.
//!
//! # Map
//!
//! | module | holds |
//! |---|---|
//! | [`numbers`] | every number in the rules, named, with the rule it encodes |
//! | [`board`] | sequences, layers, trie nodes, death markers, the trie drawing; [`Target`] |
//! | [`cards`] | the skill cards and their effects |
//! | [`piles`] | where cards come from: seeded decks, or physical cards the typist names |
//! | [`seat`] | [`Seat`]: seats as the players number them |
//! | [`setup`] | [`Setup`]: a round's seed (or physical cards) and overrides, their validation, the shuffles |
//! | [`actions`] | [`Action`]: what a player may try; [`IllegalAction`]: why it may be refused |
//! | [`events`] | [`Event`]: everything that happens, each displayed as its transcript line |
//! | [`words`] | the game in words, in both languages, its secrets taken out: events, results, refusals; the terminal and the pages alike say them |
//! | [`house_rules`] | [`HouseRules`]: the departures from the rulebook's letter a table may choose |
//! | [`engine`] | [`Game`]: one round; each action's check next to its effect; what follows |
//! | [`seat_view`] | [`SeatView`](seat_view::SeatView): a round as one seat may know it; pages and bots are built from it |
//! | [`standings`] | [`Standings`] of a round, medals, the ranking of a [`Match`] |
//! | [`bots`] | built-in players, fair (what their seat may know only): self-play, the seats a table gives the referee, tests, benchmarks |
//! | [`protocol`] | the referee's line protocol: a script in, a transcript out |
//! | [`web`] | the table on screens: a board page and seat pages beside the terminal |
//!
//! A round is a [`Game`] built by [`Game::new`] from a [`Setup`] (cards shuffled from a
//! seed, or physical cards named by the typist); [`Game::apply`] takes an [`Action`] of a
//! [`Seat`], checks it (an illegal one changes nothing) and returns the [`Event`]s that
//! followed; [`Game::resolve`] lets a skill waiting for counters act. The referee's
//! batch mode and live session drive it line by line ([`protocol`]). The items of the
//! submodules are re-exported here.

pub mod actions;
pub mod board;
pub mod bots;
pub mod cards;
pub mod engine;
pub mod events;
pub mod house_rules;
pub mod numbers;
pub mod piles;
pub mod protocol;
pub mod seat;
pub mod seat_view;
pub mod setup;
pub mod standings;
pub mod web;
pub mod words;

pub use actions::{Action, IllegalAction, Place};
pub use board::{
    Column, Markers, Node, Target, bits, draw_trie, has, highest, marker_nodes, second,
};
pub use cards::{Blocked, Skill, SkillError};
pub use engine::{Earned, Game, Turn, WaitingSkill};
pub use events::{Duel, DuelOutcome, Elimination, EndCause, Event};
pub use house_rules::{HouseRule, HouseRules};
pub use numbers::*;
pub use seat::Seat;
pub use setup::{CardSource, Placement, Setup, SetupError};
pub use standings::{Match, Medal, Standing, Standings, competition_ranking, dense_ranking};
