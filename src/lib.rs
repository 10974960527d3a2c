//! # grundy
//!
//! Reference solutions for combinatorial-game problems from online judges, built on one
//! shared library. Each judge problem is a thin binary in `src/bin/` that parses its input
//! with [`input`], calls a solver module here, and prints the judge's exact output.

// Theory
pub mod coins;
pub mod mex;
pub mod nimber;
pub mod sg;
pub mod takebreak;
pub mod tartan;

// Problems
pub mod closed_forms;
pub mod cutting;
pub mod misere;
pub mod prefix_free;
pub mod snim;
pub mod staircase;

// Submission runtime
pub mod bulk_io;
pub mod input;
pub mod output;
pub mod std_hash;
pub mod std_input;

// Support
pub mod rng;

// Tools (never bundled)
pub mod tools;

// The XOR-Trie card game (never bundled)
pub mod xor_trie;
