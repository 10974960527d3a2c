//! The runtime every front end of the suite shares (never bundled): the tools (`judge`,
//! `bundle`, `bench`), the study programs (`explain`, `play`, `sg_table`, the desk) and the
//! card game's referee. It sits below all of them and imports only the flat modules and
//! [`crate::i18n`]:
//!
//! * [`cli`]: the command-line contract: arguments as text, one-line errors and notes
//!   (a line escaped for a terminal, [`cli::one_line`]), numbers and times in arguments,
//!   output under the write contract, the interrupt handler ([`cli::catch_interrupt`]);
//! * [`replace`]: a file written whole: a regenerated file renamed over the old one
//!   (never written through a link), a new file (a secret) created whole or not at all;
//! * [`wrap`]: help texts laid out by display width, at most 80 columns a line.

pub mod cli;
pub mod replace;
pub mod wrap;
