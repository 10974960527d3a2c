//! The suite's tools, never bundled into a submission: the problem table (the one floor
//! of this folder the study desk and the card game may read), the local judge, the
//! bundler that writes single-file submissions and the benchmarks against the C
//! baselines. What every front end shares (the command-line contract, notes, the
//! interrupt handler, files written whole) is below them all, in [`crate::runtime`]; the
//! `sg_table` study tool lives with the study desk that draws its pictures
//! ([`crate::study::sg_table`]).

pub mod bench;
pub mod bundle;
pub mod judge;
pub mod problems;
