//! Judge output: one buffered writer over standard output that never panics.
//!
//! Binaries print only after the whole input was read and checked (see [`crate::input`]),
//! through one [`Output`]. Writing can still fail: a reader such as `head` may close the
//! pipe early, or the disk may fill up. A panic would then report a bug that is not
//! there, so [`Output`] ends the program itself:
//!
//! * a closed pipe ends it quietly with status 141 (128 + SIGPIPE, what a shell reports
//!   for a C program killed by the signal);
//! * any other write error prints `error: cannot write standard output: …` on stderr and
//!   ends it with status 1.
//!
//! So its `io::Write` methods return `Ok` whenever they return at all, and the binaries'
//! `writeln!(out, …).unwrap()` can never panic. The tools and the card game's referee
//! write through it too (see `grundy::runtime::cli`), so every program of the suite ends the
//! same way on a closed pipe or a full disk.

use std::io::{BufWriter, ErrorKind, StdoutLock, Write};

/// Exit status after the reader closed standard output.
pub const EXIT_CLOSED_PIPE: i32 = 141;

/// Exit status after any other failure to write standard output.
pub const EXIT_WRITE_ERROR: i32 = 1;

/// Buffered standard output whose write errors end the program (see the module docs).
///
/// ```no_run
/// use grundy::output::Output;
/// use std::io::Write;
/// let mut out = Output::stdout();
/// writeln!(out, "Georgia will win").unwrap();
/// out.flush().unwrap();
/// ```
pub struct Output {
    inner: BufWriter<StdoutLock<'static>>,
}

impl Output {
    /// Standard output, locked, behind an 8 KiB buffer.
    pub fn stdout() -> Self {
        Self::with_capacity(8 << 10)
    }

    /// Standard output, locked, behind a buffer of `capacity` bytes.
    pub fn with_capacity(capacity: usize) -> Self {
        Output {
            inner: BufWriter::with_capacity(capacity, std::io::stdout().lock()),
        }
    }
}

/// Ends the program after a failed write of standard output.
fn write_failed(e: std::io::Error) -> ! {
    if e.kind() == ErrorKind::BrokenPipe {
        std::process::exit(EXIT_CLOSED_PIPE);
    }
    eprintln!("error: cannot write standard output: {e}");
    std::process::exit(EXIT_WRITE_ERROR)
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.inner.write(buf).or_else(|e| write_failed(e))
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.inner.write_all(buf).or_else(|e| write_failed(e))
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush().or_else(|e| write_failed(e))
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        // Anything still buffered goes out under the same rules.
        let _ = self.flush();
    }
}
