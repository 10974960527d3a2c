//! The suite's tools, never bundled into a submission: the problem table, the local judge,
//! the bundler that writes single-file submissions, the benchmarks against the C baselines,
//! the `sg_table` study tool, the command-line contract they share with the card game's
//! referee ([`cli`]), and how a tool replaces a file it regenerates ([`replace`]).

pub mod bench;
pub mod bundle;
pub mod cli;
pub mod judge;
pub mod problems;
pub mod replace;
pub mod sg_table;
