//! # grundy
//!
//! Reference solutions for combinatorial-game problems from online judges, built on one
//! shared library. Each judge problem is a thin binary in `src/bin/` that parses its input
//! with [`input`], calls a solver module here, and prints the judge's exact output.

pub mod bundle;
pub mod input;
pub mod judge;
pub mod mex;
pub mod problems;
pub mod rng;
pub mod staircase;
pub mod std_hash;
pub mod std_input;
