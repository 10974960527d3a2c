//! The suite's tools, never bundled into a submission: the problem table, the local judge,
//! the bundler that writes single-file submissions, and the `sg_table` study tool.

pub mod bundle;
pub mod cli;
pub mod judge;
pub mod problems;
pub mod sg_table;
