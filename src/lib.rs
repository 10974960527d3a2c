//! # grundy
//!
//! Reference solutions for combinatorial-game problems from online judges, built on one
//! shared library. Each judge problem is a thin binary in `src/bin/` that parses its input
//! with [`input`], calls a solver module here, and prints the judge's exact output.

pub mod bundle;
pub mod closed_forms;
pub mod coins;
pub mod cutting;
pub mod input;
pub mod judge;
pub mod mex;
pub mod misere;
pub mod nimber;
pub mod output;
pub mod prefix_free;
pub mod problems;
pub mod rng;
pub mod sg;
pub mod sg_table;
pub mod snim;
pub mod staircase;
pub mod std_hash;
pub mod std_input;
pub mod takebreak;
pub mod tartan;
pub mod xor_trie;
pub mod xor_trie_bots;
pub mod xor_trie_protocol;
