//! The streams of views pushed to the pages (server-sent events).
//!
//! A page opens `/events/board` (or `/events/seat?token=T`) with the browser's
//! `EventSource`; its stream starts with the view as it is, then sends the new view
//! within a moment of each change, and a comment line every few seconds while nothing
//! changes, so a dead connection is noticed. The browser reconnects by itself when the
//! stream breaks (after a server restart, `retry` asks it to try again every second).
//!
//! tiny_http writes the response's head; the body is chunked by `chunked_transfer` and
//! each event is flushed to the socket as it is written (tiny_http's own body writer
//! would hold small events back until 8 KiB had gathered).

use std::io::{self, Write};
use std::time::Duration;

use tiny_http::{Header, Request, Response, StatusCode};

use super::{Reader, Shared};

/// How long a stream stays quiet before it sends a comment line.
pub const KEEP_ALIVE: Duration = Duration::from_secs(10);

/// Milliseconds the browser waits before reconnecting a broken stream.
pub const RETRY_MS: u32 = 1000;

/// A writer that sends each write to the socket at once.
struct Flushing(Box<dyn Write + Send>);

impl Write for Flushing {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write_all(buf)?;
        self.0.flush()?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// One event: the view on a `data:` line (views are JSON, on one line).
fn event(view: &str) -> String {
    debug_assert!(!view.contains('\n'));
    format!("data: {view}\n\n")
}

/// Streams `reader`'s views on `request` until the client goes or the server stops.
///
/// # Errors
/// The client went away.
pub fn stream(shared: &Shared, request: Request, reader: Reader) -> io::Result<()> {
    let headers = request.headers().to_vec();
    let version = request.http_version().clone();
    let mut socket = request.into_writer();
    let head = Response::new(
        StatusCode(200),
        vec![
            Header::from_bytes("Content-Type", "text/event-stream").expect("a header"),
            Header::from_bytes("Cache-Control", "no-store").expect("a header"),
            Header::from_bytes("X-Content-Type-Options", "nosniff").expect("a header"),
        ],
        io::empty(),
        None,
        None,
    );
    head.raw_print(&mut socket, version, &headers, true, None)?;
    socket.flush()?;
    let mut body = chunked_transfer::Encoder::new(Flushing(socket));
    body.write_all(format!("retry: {RETRY_MS}\n").as_bytes())?;
    let (mut seen, first) = shared.view(reader);
    body.write_all(event(&first).as_bytes())?;
    body.flush()?;
    while !shared.stopping() {
        let chunk = match shared.view_after(seen, reader, KEEP_ALIVE) {
            Some((v, view)) => {
                seen = v;
                event(&view)
            }
            None => ": still here\n\n".to_string(),
        };
        body.write_all(chunk.as_bytes())?;
        body.flush()?;
    }
    Ok(())
}
