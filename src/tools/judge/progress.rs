//! A status line on stderr for long runs (judging many cases, stress testing, shrinking).

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

/// A status line on stderr for long runs: redrawn in place on a terminal, otherwise
/// printed at most every few seconds.
pub(super) struct Progress {
    tty: bool,
    shown: bool,
    last: Option<Instant>,
}

impl Progress {
    pub(super) fn new() -> Self {
        Progress {
            tty: io::stderr().is_terminal(),
            shown: false,
            last: None,
        }
    }

    pub(super) fn update(&mut self, msg: impl FnOnce() -> String) {
        let now = Instant::now();
        let every = if self.tty {
            Duration::from_millis(100)
        } else {
            Duration::from_secs(5)
        };
        match self.last {
            // Off a terminal, the first call only starts the clock: short runs stay quiet.
            None if !self.tty => {
                self.last = Some(now);
                return;
            }
            Some(t) if now - t < every => return,
            _ => {}
        }
        self.last = Some(now);
        let mut err = io::stderr().lock();
        if self.tty {
            let _ = write!(err, "\r\x1b[K{}", msg());
            self.shown = true;
        } else {
            let _ = writeln!(err, "{}", msg());
        }
        let _ = err.flush();
    }

    pub(super) fn clear(&mut self) {
        if self.tty && self.shown {
            let _ = write!(io::stderr().lock(), "\r\x1b[K");
            self.shown = false;
        }
    }
}
