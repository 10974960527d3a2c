//! The web transport the suite's pages share (the card game's table today, the study desk
//! next): an HTTP/1.1 server made for a table's network, where pages hold streams open for
//! hours and any client on the network may be hostile. Never bundled into a submission.
//!
//! A front end gives it a [`Handler`]: a function from a [`Request`] (its body already read,
//! within the limits) to a [`Response`] (JSON, a page or file, an error, or a stream of
//! server-sent events). The transport does the rest, and every promise it makes to the
//! front end and to clients is a number in [`Limits`]:
//!
//! * **Reading.** A request's line and headers together are at most [`MAX_HEAD_BYTES`]
//!   (16 KiB) in at most [`MAX_HEADERS`] lines: beyond, `431` and the connection closes,
//!   and nothing past the limit is kept in memory. They must arrive within
//!   [`HEAD_DEADLINE`] of the connection's opening (or of its previous answer, for a
//!   kept-alive connection), or the connection closes. A body is at most
//!   [`MAX_BODY_BYTES`]: a larger `Content-Length` is refused with `413` before a byte of
//!   the body is read, and a chunked body is cut off at the limit; it must arrive within
//!   [`BODY_DEADLINE`] of the headers (`408` otherwise).
//! * **Writing.** A client that takes no byte of its answer for [`WRITE_DEADLINE`] is
//!   disconnected. When a connection ends, the server stops writing, then reads and drops
//!   what the client still sends (for at most [`LINGER_TIME`] or [`LINGER_BYTES`], and
//!   only until the client pauses for [`LINGER_PAUSE`]) before it closes, so that a
//!   refused client still sending its request reads the refusal, not a reset connection.
//! * **Connections** ([`share`]). At most [`MAX_CONNECTIONS`] are open at once, and at
//!   most [`CONNECTIONS_PER_ADDRESS`] from one address (an IPv4 address, an IPv6 /64
//!   network); a socket counts from its acceptance until it is closed, its lingering
//!   close included. Each new connection is decided as it is accepted, so the kernel's
//!   queue ([`LISTEN_BACKLOG`]) never holds one client behind another's connections: an
//!   address at its share makes room by the cut of its own oldest idle connection (no
//!   request under way); when all are open, the address holding the most gives way to one
//!   holding at least two fewer (an idle connection first, else its oldest busy one). A
//!   connection nothing can make room for is refused there and then: `503` with
//!   `Retry-After` ([`RETRY_AFTER`]), and closed. A cut socket is closed as soon as its
//!   task runs, and the accept loop lets those tasks run before it takes more once
//!   [`CONNECTIONS_PER_ADDRESS`] cut sockets wait: the server holds at most that many
//!   sockets beyond its cap. So no address can keep another's page,
//!   or a seat's press from its phone, waiting for a connection. When the process runs
//!   out of file descriptors, the accept loop pauses (from 10 ms, doubling to
//!   [`MAX_ACCEPT_PAUSE`]) and tries again, for as long as it takes: it never stops
//!   listening and never prints (the terminal belongs to the program's user).
//! * **Streams** ([`sse`]). A stream is opened under a key: [`StreamKey::Private`] (say, a
//!   seat's secret link) keeps at most [`STREAMS_PER_KEY`] streams, the newest winning
//!   (the oldest is told it was replaced and closed); all private keys together at most
//!   [`PRIVATE_STREAMS`] (`503` beyond). [`StreamKey::Public`] streams (a page anyone may
//!   open) share their own [`PUBLIC_STREAMS`], the newest winning: a flood of anonymous
//!   streams only ever replaces anonymous streams, never a private one. A quiet stream
//!   sends a comment line every [`KEEP_ALIVE`].
//! * **Answers** are computed on a pool of at most [`HANDLER_THREADS`] threads, so a
//!   handler may wait for a lock or write a file; reading, writing and streams never wait
//!   for a handler. Every answer says: no caching, no content sniffing, no referrer, and
//!   nothing loaded from another origin.
//!
//! The server runs on its own thread (a single-threaded `tokio` runtime, `hyper` for
//! HTTP/1.1); the program's other threads only ever call [`Signal::notify`] to wake the
//! streams.
//!
//! # A front end
//!
//! ```
//! use std::io::{Read, Write};
//! use std::sync::Arc;
//! use grundy::web::{self, Handler, Limits, Method, Request, Response, Signal, StreamKey};
//!
//! /// Says hello, and streams a count of the changes.
//! struct Hello {
//!     changed: Signal,
//! }
//!
//! impl Handler for Hello {
//!     fn answer(&self, request: &Request) -> Response {
//!         match (request.method(), request.path()) {
//!             (&Method::GET, "/") => Response::new(200, "text/plain; charset=utf-8", "hello"),
//!             (&Method::GET, "/events") => {
//!                 Response::stream(StreamKey::Public, &self.changed, || "{}".into())
//!             }
//!             _ => Response::error(404, "there is nothing at this address"),
//!         }
//!     }
//! }
//!
//! // Bind first (nothing is served yet), then serve; the server stops when dropped.
//! let bound = web::bind("127.0.0.1:0", Limits::default()).unwrap();
//! let at = bound.addr();
//! let server = bound.serve(Arc::new(Hello { changed: Signal::new() })).unwrap();
//! let mut c = std::net::TcpStream::connect(at).unwrap();
//! c.write_all(b"GET / HTTP/1.1\r\nHost: here\r\nConnection: close\r\n\r\n").unwrap();
//! let mut answer = String::new();
//! c.read_to_string(&mut answer).unwrap();
//! assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
//! assert!(answer.contains("\r\nx-content-type-options: nosniff\r\n"));
//! assert!(answer.ends_with("\r\n\r\nhello"));
//! server.stop();
//! ```
//!
//! # Map
//!
//! | module | holds |
//! |---|---|
//! | [`server`] | binding, the accept loop, each connection's limits, [`Handler`] |
//! | [`message`] | [`Request`], [`Response`] (JSON, errors, files, streams), [`Asset`] |
//! | [`sse`] | streams of server-sent events: [`Signal`], [`StreamKey`], the caps per key |
//! | [`share`] | each address's share of the connections: who is admitted, cut, refused |
//! | [`conn`] | a connection's socket: its write deadline, its lingering close |
//! | [`net`] | the address links name, and whether an address is open to the network |

pub mod conn;
pub mod message;
pub mod net;
pub mod server;
pub mod share;
pub mod sse;

use std::time::Duration;

pub use message::{Asset, LANG_COOKIE, Method, Request, Response};
pub use server::{Bound, Handler, Server, bind};
pub use sse::{Signal, StreamKey};

/// Bytes of a request's line and headers together, at most: 16 KiB (beyond: `431`).
pub const MAX_HEAD_BYTES: usize = 16 * 1024;

/// Header lines of a request, at most (beyond: `431`).
pub const MAX_HEADERS: usize = 100;

/// Time a connection has to send a request's line and headers, from its opening or from
/// the end of its previous answer: 5 s (then it is closed).
pub const HEAD_DEADLINE: Duration = Duration::from_secs(5);

/// Bytes of a request's body, at most: 4 KiB (beyond: `413`, the body unread).
pub const MAX_BODY_BYTES: usize = 4 * 1024;

/// Time a request's body has to arrive once its headers have: 5 s (then `408`).
pub const BODY_DEADLINE: Duration = Duration::from_secs(5);

/// Time a client may go without taking a byte of an answer sent to it: 15 s (then it is
/// disconnected).
pub const WRITE_DEADLINE: Duration = Duration::from_secs(15);

/// Connections open at once, at most: 256. When they are all open, the address holding
/// the most makes room for a newcomer holding at least two fewer (its oldest idle
/// connection cut, else its oldest busy one); with no such address, the newcomer is
/// refused at once (`503`, [`RETRY_AFTER`]). See [`share`].
pub const MAX_CONNECTIONS: usize = 256;

/// Connections open at once from one address (an IPv4 address, an IPv6 /64 network), at
/// most: 32. That is five browsers' worth (a browser keeps at most six connections to a
/// server; a seat's phone uses two or three), while it takes eight addresses at their share
/// to fill [`MAX_CONNECTIONS`], and even then the one holding the most gives way to a
/// newcomer. One more cuts the address's oldest idle connection; with all of them busy, it
/// is refused at once (`503`, [`RETRY_AFTER`]).
pub const CONNECTIONS_PER_ADDRESS: usize = 32;

/// What a refused connection is told to wait before it tries again (`Retry-After`): 1 s.
pub const RETRY_AFTER: Duration = Duration::from_secs(1);

/// Connections the kernel holds waiting to be accepted: 1024 (the accept loop takes each
/// at once, whatever its address's share).
pub const LISTEN_BACKLOG: u32 = 1024;

/// Longest pause of the accept loop after a failed accept (file descriptors exhausted):
/// 1 s. The first pause is 10 ms, and each failure in a row doubles it.
pub const MAX_ACCEPT_PAUSE: Duration = Duration::from_secs(1);

/// Time an ending connection is read (and what it sends dropped) before it closes, at
/// most: 2 s.
pub const LINGER_TIME: Duration = Duration::from_secs(2);

/// Bytes an ending connection is read (and dropped) before it closes, at most: 4 MiB.
pub const LINGER_BYTES: usize = 4 << 20;

/// A pause of the client's sending that ends the reading of an ending connection: 0.5 s.
pub const LINGER_PAUSE: Duration = Duration::from_millis(500);

/// Streams open at once under one private key: 3 (the newest wins).
pub const STREAMS_PER_KEY: usize = 3;

/// Streams open at once under private keys, all together: 32 (beyond: `503`).
pub const PRIVATE_STREAMS: usize = 32;

/// Streams open at once under the public key: 32 (the newest wins).
pub const PUBLIC_STREAMS: usize = 32;

/// Time a stream may stay quiet before it sends a comment line: 10 s.
pub const KEEP_ALIVE: Duration = Duration::from_secs(10);

/// Milliseconds a browser's `EventSource` waits before it reconnects a broken stream by
/// itself (the suite's pages schedule their own reconnections, with jitter).
pub const RETRY_MS: u32 = 1000;

/// Threads computing answers at once, at most: 16.
pub const HANDLER_THREADS: usize = 16;

/// The limits a server holds its clients to: one field per constant of this module, which
/// [`Limits::default`] takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Bytes of a request's line and headers ([`MAX_HEAD_BYTES`]; at least 8 KiB).
    pub head_bytes: usize,
    /// Header lines of a request ([`MAX_HEADERS`]).
    pub headers: usize,
    /// Time to send a request's line and headers ([`HEAD_DEADLINE`]).
    pub head_deadline: Duration,
    /// Bytes of a request's body ([`MAX_BODY_BYTES`]).
    pub body_bytes: usize,
    /// Time to send a request's body ([`BODY_DEADLINE`]).
    pub body_deadline: Duration,
    /// Time a client may take no byte of its answer ([`WRITE_DEADLINE`]).
    pub write_deadline: Duration,
    /// Connections open at once ([`MAX_CONNECTIONS`]; at least 1).
    pub connections: usize,
    /// Connections open at once from one address ([`CONNECTIONS_PER_ADDRESS`]; at least 1).
    pub connections_per_address: usize,
    /// Connections waiting to be accepted ([`LISTEN_BACKLOG`]).
    pub backlog: u32,
    /// Longest pause after a failed accept ([`MAX_ACCEPT_PAUSE`]).
    pub accept_pause: Duration,
    /// Time an ending connection is read before it closes ([`LINGER_TIME`]).
    pub linger_time: Duration,
    /// Bytes an ending connection is read before it closes ([`LINGER_BYTES`]).
    pub linger_bytes: usize,
    /// A pause of the client that ends that reading ([`LINGER_PAUSE`]).
    pub linger_pause: Duration,
    /// Streams under one private key ([`STREAMS_PER_KEY`]; at least 1).
    pub streams_per_key: usize,
    /// Streams under private keys together ([`PRIVATE_STREAMS`]).
    pub private_streams: usize,
    /// Streams under the public key ([`PUBLIC_STREAMS`]; at least 1).
    pub public_streams: usize,
    /// Quiet time before a stream's comment line ([`KEEP_ALIVE`]).
    pub keep_alive: Duration,
    /// Threads computing answers ([`HANDLER_THREADS`]).
    pub handler_threads: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            head_bytes: MAX_HEAD_BYTES,
            headers: MAX_HEADERS,
            head_deadline: HEAD_DEADLINE,
            body_bytes: MAX_BODY_BYTES,
            body_deadline: BODY_DEADLINE,
            write_deadline: WRITE_DEADLINE,
            connections: MAX_CONNECTIONS,
            connections_per_address: CONNECTIONS_PER_ADDRESS,
            backlog: LISTEN_BACKLOG,
            accept_pause: MAX_ACCEPT_PAUSE,
            linger_time: LINGER_TIME,
            linger_bytes: LINGER_BYTES,
            linger_pause: LINGER_PAUSE,
            streams_per_key: STREAMS_PER_KEY,
            private_streams: PRIVATE_STREAMS,
            public_streams: PUBLIC_STREAMS,
            keep_alive: KEEP_ALIVE,
            handler_threads: HANDLER_THREADS,
        }
    }
}
