//! The server: [`bind`] an address, then [`Bound::serve`] a [`Handler`] on it. The accept
//! loop, each connection's HTTP/1.1 (`hyper`, under the [`Limits`]), the reading of
//! bodies, and the answers' common headers are here.
//!
//! Binding and serving are two steps so that a program can learn that it cannot listen
//! before it creates anything (the card game's session log, its seat links).

use std::convert::Infallible;
use std::future::{Future, poll_fn};
use std::io;
use std::net::{IpAddr, SocketAddr, ToSocketAddrs};
use std::pin::{Pin, pin};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::thread::JoinHandle;
use std::time::Duration;

use hyper::StatusCode;
use hyper::body::{Body as _, Bytes, Frame, Incoming, SizeHint};
use hyper::header::{self, HeaderName, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::runtime::Runtime;
use tokio::sync::{mpsc, oneshot};

use super::conn::Conn;
use super::message::{Payload, Request, Response};
use super::share::{self, Admission, Busy, Slot, Table};
use super::sse::{self, Streams};
use super::{Limits, RETRY_AFTER};

/// The first pause of the accept loop after a failed accept; each failure in a row
/// doubles it, up to [`Limits::accept_pause`].
const FIRST_ACCEPT_PAUSE: Duration = Duration::from_millis(10);

/// What every answer says besides its content type: no caching, no content sniffing, no
/// referrer (a page's address may hold a secret), nothing loaded from another origin.
const COMMON_HEADERS: [(HeaderName, &str); 4] = [
    (header::CACHE_CONTROL, "no-store"),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::REFERRER_POLICY, "no-referrer"),
    (
        header::CONTENT_SECURITY_POLICY,
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'",
    ),
];

/// A front end: the answer to each request.
pub trait Handler: Send + Sync + 'static {
    /// The answer to `request`, whose body was read whole within the limits. It runs on a
    /// thread of the server's pool ([`Limits::handler_threads`]), so it may wait for a lock
    /// or write a file; a panic becomes a `500`.
    fn answer(&self, request: &Request) -> Response;
}

/// An address listened on, not served yet.
pub struct Bound {
    runtime: Runtime,
    listener: TcpListener,
    addr: SocketAddr,
    limits: Limits,
}

/// Listens on `addr` (`HOST:PORT`; port 0 takes a free port) with `limits`, serving
/// nothing yet.
///
/// # Errors
/// The address is not one, or cannot be listened on (taken, not this machine's, a port
/// that needs privileges), or the server's runtime cannot be made.
pub fn bind(addr: &str, limits: Limits) -> io::Result<Bound> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .max_blocking_threads(limits.handler_threads.max(1))
        .thread_name("grundy-web")
        .build()?;
    let listener = {
        let _inside = runtime.enter();
        let mut last = io::Error::new(
            io::ErrorKind::InvalidInput,
            "the address names no internet address",
        );
        let mut found = None;
        for a in addr.to_socket_addrs()? {
            match listen(a, limits.backlog) {
                Ok(l) => {
                    found = Some(l);
                    break;
                }
                Err(e) => last = e,
            }
        }
        found.ok_or(last)?
    };
    let addr = listener.local_addr()?;
    Ok(Bound {
        runtime,
        listener,
        addr,
        limits,
    })
}

/// A listening socket on `addr` (reusable at once after a previous server on the same
/// port stopped, even killed), with `backlog`.
fn listen(addr: SocketAddr, backlog: u32) -> io::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        TcpSocket::new_v4()?
    } else {
        TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(backlog)
}

/// A running server. Dropping it stops it ([`Server::stop`]).
pub struct Server {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

/// What every connection shares.
struct Inner {
    handler: Arc<dyn Handler>,
    limits: Limits,
    streams: Streams,
    http: http1::Builder,
    /// The connections open, by address.
    table: Table,
    /// The whole answer a refused connection is sent.
    refusal: Vec<u8>,
}

impl Bound {
    /// The address listened on (with the port chosen when 0 was asked for).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Serves `handler` on its own thread until the server is stopped.
    ///
    /// # Errors
    /// The thread cannot be started.
    pub fn serve(self, handler: Arc<dyn Handler>) -> io::Result<Server> {
        let Bound {
            runtime,
            listener,
            addr,
            limits,
        } = self;
        let inner = Arc::new(Inner {
            handler,
            limits,
            streams: Streams::default(),
            http: http(&limits),
            table: Table::new(limits.connections, limits.connections_per_address),
            refusal: refusal(&limits),
        });
        let (stop, mut stopped) = oneshot::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("grundy-web".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let mut accepting = pin!(accept_loop(listener, inner));
                    // Stopped, or its `Server` dropped: either way, stop.
                    poll_fn(|cx| {
                        if Pin::new(&mut stopped).poll(cx).is_ready() {
                            return Poll::Ready(());
                        }
                        accepting.as_mut().poll(cx)
                    })
                    .await;
                });
                // Every connection and stream ends with the runtime.
                runtime.shutdown_timeout(Duration::from_secs(1));
            })?;
        Ok(Server {
            addr,
            stop: Some(stop),
            thread: Some(thread),
        })
    }
}

impl Server {
    /// The address served.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops listening, ends every connection and stream, and waits for the server's
    /// thread.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.halt();
    }
}

/// Each connection's HTTP/1.1 under `limits`.
fn http(limits: &Limits) -> http1::Builder {
    let mut b = http1::Builder::new();
    b.timer(TokioTimer::new())
        .header_read_timeout(limits.head_deadline)
        .max_header_size(limits.head_bytes)
        // The read buffer ends where the head's limit does: nothing beyond it is kept.
        .max_buf_size(limits.head_bytes.max(8192))
        .max_headers(limits.headers)
        .keep_alive(true);
    b
}

/// Accepts connections for ever, deciding each at once by its address's share
/// ([`super::share`]): admitted (another cut to make room, perhaps), or refused and closed
/// there and then, so that the kernel's queue never holds a client waiting behind another's
/// connections. A failed accept (out of file descriptors, above all) is waited out,
/// silently.
async fn accept_loop(listener: TcpListener, inner: Arc<Inner>) {
    let mut pause = Duration::ZERO;
    loop {
        // The connections cut wait for their tasks to close them: let those run first.
        while inner.table.cutting() >= inner.limits.connections_per_address.max(1) {
            tokio::task::yield_now().await;
        }
        match listener.accept().await {
            Ok((stream, peer)) => {
                pause = Duration::ZERO;
                match inner.table.admit(peer.ip()) {
                    Admission::Admitted(slot, cut) => {
                        let from = share::address_of(peer.ip());
                        tokio::spawn(connection(stream, from, slot, cut, inner.clone()));
                    }
                    Admission::Refused => refuse(stream, &inner.refusal),
                }
            }
            Err(_) => {
                pause = (pause * 2)
                    .max(FIRST_ACCEPT_PAUSE)
                    .min(inner.limits.accept_pause);
                tokio::time::sleep(pause).await;
            }
        }
    }
}

/// The answer a refused connection is sent: `503`, `Retry-After`, why, and the common
/// headers.
fn refusal(limits: &Limits) -> Vec<u8> {
    let why = serde_json::json!({ "error": format!(
        "this server is full: at most {} connections from one address and {} in all, each busy; try again in {}",
        limits.connections_per_address,
        limits.connections,
        seconds(RETRY_AFTER)
    ) })
    .to_string();
    let mut head = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: {}\r\nretry-after: {}\r\nconnection: close\r\n",
        why.len(),
        RETRY_AFTER.as_secs()
    );
    for (name, value) in COMMON_HEADERS {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    head.push_str(&why);
    head.into_bytes()
}

/// Refuses `stream` cheaply, never waiting: what the client sent already is read and
/// dropped (so that closing does not reset the connection for it), the refusal is written
/// as far as the socket takes it at once, and the socket is closed.
fn refuse(stream: TcpStream, refusal: &[u8]) {
    let mut sent = [0u8; 4096];
    let _ = stream.try_read(&mut sent);
    let _ = stream.try_write(refusal);
}

/// Serves one connection's requests, one after the other, until it ends or is cut to make
/// room for another (its socket then shut down at once, without lingering).
async fn connection(
    stream: TcpStream,
    from: IpAddr,
    slot: Slot,
    mut cut: oneshot::Receiver<()>,
    inner: Arc<Inner>,
) {
    // Events go out as they are written.
    let _ = stream.set_nodelay(true);
    let fd = std::os::fd::AsRawFd::as_raw_fd(&stream);
    let marker = slot.marker();
    let io = TokioIo::new(Conn::new(stream, Some(slot), &inner.limits));
    let shared = inner.clone();
    let service = service_fn(move |request| {
        let inner = shared.clone();
        let busy = marker.busy();
        async move { Ok::<_, Infallible>(respond(&inner, request, from, busy).await) }
    });
    let mut serving = pin!(inner.http.serve_connection(io, service));
    poll_fn(|cx| {
        if Pin::new(&mut cut).poll(cx).is_ready() {
            // SAFETY: `fd` is the socket's descriptor, still open: the socket is owned by
            // `serving`, alive here; shutting it down only ends its traffic.
            unsafe {
                libc::shutdown(fd, libc::SHUT_RDWR);
            }
            return Poll::Ready(());
        }
        // A connection's end (closed, timed out, refused) is the client's affair.
        serving.as_mut().poll(cx).map(|_| ())
    })
    .await;
}

/// The answer to one request: its body read within the limits, then the handler's answer
/// (on the pool's threads).
/// `from` is the client's address ([`share::address_of`]); `busy` marks the connection busy
/// until the answer's body is sent (or dropped).
async fn respond(
    inner: &Arc<Inner>,
    request: hyper::Request<Incoming>,
    from: IpAddr,
    busy: Busy,
) -> hyper::Response<Body> {
    let (parts, body) = request.into_parts();
    let answer = match read_body(body, &inner.limits).await {
        Err(refusal) => refusal,
        Ok(body) => {
            let request = Request::from_parts(parts, body);
            let handler = inner.handler.clone();
            match tokio::task::spawn_blocking(move || handler.answer(&request)).await {
                Ok(answer) => answer,
                Err(_) => Response::error(500, "the server failed to answer this request"),
            }
        }
    };
    let mut response = send(inner, answer, from);
    response.body_mut().busy = Some(busy);
    response
}

/// `d` in words: `5 seconds`, `0.3 seconds`, `1 second`.
fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    let unit = if s == 1.0 { "second" } else { "seconds" };
    format!("{s} {unit}")
}

/// The body of a request, at most [`Limits::body_bytes`], within [`Limits::body_deadline`]:
/// a larger declared length is refused before a byte is read; a refusal closes the
/// connection.
async fn read_body(mut body: Incoming, limits: &Limits) -> Result<Vec<u8>, Response> {
    let max = limits.body_bytes;
    let too_large =
        || Response::error(413, &format!("the body is longer than {max} bytes")).closing();
    if body.size_hint().lower() > max as u64 {
        return Err(too_large());
    }
    let read = async {
        let mut bytes = Vec::new();
        while let Some(frame) = poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await {
            let frame =
                frame.map_err(|_| Response::error(400, "the body cannot be read").closing())?;
            if let Ok(data) = frame.into_data() {
                if bytes.len() + data.len() > max {
                    return Err(too_large());
                }
                bytes.extend_from_slice(&data);
            }
        }
        Ok(bytes)
    };
    tokio::time::timeout(limits.body_deadline, read)
        .await
        .unwrap_or_else(|_| {
            Err(Response::error(
                408,
                &format!(
                    "the body did not arrive within {}",
                    seconds(limits.body_deadline)
                ),
            )
            .closing())
        })
}

/// `answer` as hyper sends it; a stream is opened in the registry (or refused) here.
fn send(inner: &Arc<Inner>, answer: Response, from: IpAddr) -> hyper::Response<Body> {
    let Response {
        status,
        mime,
        payload,
        close,
        retry_after,
        attachment,
    } = answer;
    let body = match payload {
        Payload::Bytes(b) => Kind::Whole(Some(b)),
        Payload::Events(feed) => match inner.streams.open(&feed.key, from, &inner.limits) {
            Ok(ticket) => {
                let (tx, rx) = mpsc::channel(4);
                tokio::spawn(sse::feed(tx, feed, ticket, inner.limits.keep_alive));
                Kind::Events(rx)
            }
            Err(why) => return send(inner, Response::error(503, &why), from),
        },
    };
    let mut response = hyper::Response::new(Body {
        kind: body,
        busy: None,
    });
    *response.status_mut() =
        StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    for (name, value) in COMMON_HEADERS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if close {
        headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    if let Some(seconds) = retry_after {
        headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    }
    if let Some(name) = attachment
        && let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
    {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// An answer's body: sent whole, or a stream's events as they come; its connection is
/// busy until it is sent (or dropped).
struct Body {
    kind: Kind,
    busy: Option<Busy>,
}

enum Kind {
    Whole(Option<Bytes>),
    Events(mpsc::Receiver<Bytes>),
}

impl hyper::body::Body for Body {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        match &mut self.get_mut().kind {
            Kind::Whole(b) => Poll::Ready(b.take().map(|b| Ok(Frame::data(b)))),
            Kind::Events(rx) => rx.poll_recv(cx).map(|b| b.map(|b| Ok(Frame::data(b)))),
        }
    }

    fn is_end_stream(&self) -> bool {
        matches!(self.kind, Kind::Whole(None))
    }

    fn size_hint(&self) -> SizeHint {
        match &self.kind {
            Kind::Whole(Some(b)) => SizeHint::with_exact(b.len() as u64),
            Kind::Whole(None) => SizeHint::with_exact(0),
            Kind::Events(_) => SizeHint::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Condvar, Mutex};

    /// Holds each answer to `/hold` until released, counting them; answers the rest at once.
    #[derive(Default)]
    struct Held {
        holding: AtomicUsize,
        released: Mutex<bool>,
        release: Condvar,
    }

    impl Handler for Held {
        fn answer(&self, request: &Request) -> Response {
            if request.path() == "/hold" {
                self.holding.fetch_add(1, Ordering::SeqCst);
                let released = self.released.lock().unwrap();
                let _released = self
                    .release
                    .wait_timeout_while(released, Duration::from_secs(20), |r| !*r)
                    .unwrap();
            }
            Response::new(200, "text/plain", "done")
        }
    }

    /// Sends `GET path` to `at` on a new connection, its reads bounded by `wait`.
    fn ask(at: SocketAddr, path: &str, wait: Duration) -> std::net::TcpStream {
        let mut c = std::net::TcpStream::connect(at).unwrap();
        c.set_read_timeout(Some(wait)).unwrap();
        c.write_all(
            format!("GET {path} HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .unwrap();
        c
    }

    #[test]
    fn answers_are_computed_on_at_most_the_pool_s_threads() {
        let held = Arc::new(Held::default());
        let limits = Limits {
            handler_threads: 2,
            ..Limits::default()
        };
        let bound = bind("127.0.0.1:0", limits).unwrap();
        let at = bound.addr();
        let server = bound.serve(held.clone()).unwrap();
        let long = Duration::from_secs(20);
        let holders = [ask(at, "/hold", long), ask(at, "/hold", long)];
        let start = std::time::Instant::now();
        while held.holding.load(Ordering::SeqCst) < 2 {
            assert!(start.elapsed() < long, "the held answers did not start");
            std::thread::yield_now();
        }
        // Both threads are held: another answer waits for one (it would come in a
        // millisecond on a free thread)...
        let mut probe = ask(at, "/", Duration::from_millis(500));
        let mut byte = [0u8; 1];
        let waited = probe.read(&mut byte).unwrap_err();
        assert_eq!(waited.kind(), std::io::ErrorKind::WouldBlock);
        // ...until they are released.
        *held.released.lock().unwrap() = true;
        held.release.notify_all();
        probe.set_read_timeout(Some(long)).unwrap();
        for mut c in holders.into_iter().chain([probe]) {
            let mut answer = String::new();
            c.read_to_string(&mut answer).unwrap();
            assert!(answer.ends_with("done"), "{answer}");
        }
        server.stop();
    }
}
