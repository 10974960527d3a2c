//! # grundy
//!
//! Reference solutions for combinatorial-game problems from online judges, built on one
//! shared library. Each judge problem is a thin binary in `src/bin/` that reads its input
//! with its problem module's `JudgeInput::read`, calls the solver, and prints the judge's
//! exact output through [`output`].
//!
//! ## Map: problem → module → binary
//!
//! | judge id | problem | problem module | theory it stands on | binary |
//! |---|---|---|---|---|
//! | `poj1704` | POJ 1704 Georgia and Bob | [`staircase`] | Bouton's theorem | `src/bin/poj1704.rs` |
//! | `poj2311` | POJ 2311 Cutting Game | [`cutting`] | [`mex`] | `src/bin/poj2311.rs` |
//! | `poj2960` | POJ 2960 S-Nim | [`snim`] | [`sg`], [`mex`] | `src/bin/poj2960.rs` |
//! | `arc087_c` | AtCoder ARC 087 E Prefix-free Game | [`prefix_free`] | Gray codes | `src/bin/arc087_c.rs` |
//! | `hdu3537` | HDU 3537 Daizhenyang's Coin | [`mock_turtles`] | [`coins`] (sum rule) | `src/bin/hdu3537.rs` |
//! | `hdu3404` | HDU 3404 Switch lights | [`turning_corners`] | [`nimber`] | `src/bin/hdu3404.rs` |
//! | `hdu1848` | HDU 1848 Fibonacci again and again | [`fibonacci_game`] | [`sg`], [`mex`] | `src/bin/hdu1848.rs` |
//! | `hdu1907` | HDU 1907 John | [`misere`] | Bouton's theorem | `src/bin/hdu1907.rs` |
//! | `pe459` | Project Euler 459 Flipping game | [`flipping_game`] | [`tartan`], [`nimber`] | `src/bin/pe459.rs` |
//! | `nim_product_64` | Library Checker Nim Product (F_{2^64}) | [`nim_product`] | [`nimber`] | `src/bin/nim_product_64.rs` |
//!
//! Every problem module holds the problem's judge input as a typed `JudgeInput` with its
//! reader (`JudgeInput::read`, the one parser of that format), the solution or the call of
//! the theory that solves it, and the judge's answer lines (`verdict`). The writer of the
//! same format and the random generator live with the problem table,
//! [`tools::problems`], which is never bundled. `src/bin/explain.rs` explains any of these
//! inputs case by case, and `src/bin/play.rs` plays their games ([`study`]).
//!
//! ## Groups
//!
//! * **Theory**: the mex, Sprague–Grundy tables and periodicity, nimbers, coin-turning
//!   games, products of run games (Tartan), take-and-break games.
//! * **Problems**: one module per judge problem, as in the map.
//! * **Submission runtime**: what every submission carries to read and print ([`input`],
//!   [`output`]; [`layout`] for the common "count, then items" layout), [`bulk_io`] for
//!   inputs of millions of numbers (`nim_product_64`), and the standard-library stand-ins
//!   for `proconio` and `rustc-hash` that std-only submissions carry instead of the
//!   crates.
//! * **Support**: the version-stable random generator of the generators and tests.
//! * **Runtime** (never bundled): [`runtime`], what every front end shares: the
//!   command-line contract, notes, the interrupt handler, files written whole.
//! * **Tools** (never bundled): the problem table, local judge, bundler and benchmark
//!   table (`bench`).
//! * **Study** (never bundled): [`study`], the games as a person meets them: `explain`
//!   (the reasoning and the winning moves behind every answer), `play` (a game against
//!   the perfect strategy) and `sg_table` (Grundy tables beside their claims).
//! * **The XOR-Trie card game** (never bundled): rules engine, bots and referee protocol.
//! * **The web transport** (never bundled): [`web`], the HTTP server with its limits and
//!   streams that the card game's pages (and the study desk's) are served by.
//! * **Messages** (never bundled): [`i18n`], everything a person reads in the study tools
//!   in English and Chinese, from Project Fluent files, and how a tool or a page chooses
//!   its language.

// Theory
pub mod coins;
pub mod mex;
pub mod nimber;
pub mod sg;
pub mod takebreak;
pub mod tartan;

// Problems
pub mod cutting;
pub mod fibonacci_game;
pub mod flipping_game;
pub mod misere;
pub mod mock_turtles;
pub mod nim_product;
pub mod prefix_free;
pub mod snim;
pub mod staircase;
pub mod turning_corners;

// Submission runtime
pub mod bulk_io;
pub mod input;
pub mod layout;
pub mod output;
pub mod std_hash;
pub mod std_input;

// Support
pub mod rng;

// The runtime every front end shares: command line, notes, interrupts, whole files (never bundled)
pub mod runtime;

// Tools (never bundled)
pub mod tools;

// Study tools: explain and play (never bundled)
pub mod study;

// The XOR-Trie card game (never bundled)
pub mod xor_trie;

// The web transport the pages share (never bundled)
pub mod web;

// Messages in English and Chinese (never bundled)
pub mod i18n;
