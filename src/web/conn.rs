//! A connection's socket as the HTTP layer sees it ([`Conn`]): the socket itself, plus two
//! promises. A client that takes no byte of its answer for
//! [`Limits::write_deadline`](super::Limits) is disconnected (its writes fail). And when
//! the HTTP layer is done with the connection, it is closed gently: no more writing, then
//! what the client still sends is read and dropped, for at most
//! [`Limits::linger_time`](super::Limits) and [`Limits::linger_bytes`](super::Limits), and
//! only while the client keeps sending (a pause of [`Limits::linger_pause`](super::Limits)
//! ends it), before the socket closes. Closing at once while a refused client is still
//! sending (a body too large, headers too long) would make the kernel reset the
//! connection, and the client could lose the refusal it was sent.
//!
//! The connection's [`Slot`] (one of [`Limits::connections`](super::Limits), one of its
//! address's [`Limits::connections_per_address`](super::Limits)) is held until the socket
//! is closed, lingering included: it is freed only after the socket's descriptor is.

use std::future::{Future, poll_fn};
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::time::Sleep;

use super::Limits;
use super::share::Slot;

/// A connection's socket with its write deadline and its lingering close.
pub struct Conn {
    /// `None` once handed to the lingering close.
    stream: Option<TcpStream>,
    slot: Option<Slot>,
    write_deadline: Duration,
    linger_time: Duration,
    linger_pause: Duration,
    linger_bytes: usize,
    /// Runs while a write waits for the client to take bytes.
    stalled: Option<Pin<Box<Sleep>>>,
}

impl Conn {
    /// `stream`, holding its connection `slot` (if the server counts them) until it closes.
    pub fn new(stream: TcpStream, slot: Option<Slot>, limits: &Limits) -> Conn {
        Conn {
            stream: Some(stream),
            slot,
            write_deadline: limits.write_deadline,
            linger_time: limits.linger_time,
            linger_pause: limits.linger_pause,
            linger_bytes: limits.linger_bytes,
            stalled: None,
        }
    }

    fn stream(&mut self) -> Pin<&mut TcpStream> {
        Pin::new(self.stream.as_mut().expect("the socket until the end"))
    }

    /// What a write that could not go on returns: still pending, or an error once the
    /// client has taken nothing for the write deadline.
    fn stall<T>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<T>> {
        let deadline = self.write_deadline;
        let sleep = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(deadline)));
        match sleep.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client took nothing of its answer for the write deadline",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }

    /// A write's outcome, through the deadline.
    fn through<T>(
        &mut self,
        cx: &mut Context<'_>,
        done: Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        match done {
            Poll::Pending => self.stall(cx),
            ready => {
                self.stalled = None;
                ready
            }
        }
    }
}

impl AsyncRead for Conn {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.stream().poll_read(cx, buf)
    }
}

impl AsyncWrite for Conn {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let done = self.stream().poll_write(cx, buf);
        self.through(cx, done)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let done = self.stream().poll_write_vectored(cx, bufs);
        self.through(cx, done)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.as_ref().is_some_and(|s| s.is_write_vectored())
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let done = self.stream().poll_flush(cx);
        self.through(cx, done)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.stream().poll_shutdown(cx)
    }
}

impl Drop for Conn {
    fn drop(&mut self) {
        let Some(stream) = self.stream.take() else {
            return;
        };
        let slot = self.slot.take();
        // Cut to make room: its socket is shut down already; it closes now.
        if slot.as_ref().is_some_and(Slot::is_cut) {
            drop(stream);
            drop(slot);
            return;
        }
        if let Some(slot) = &slot {
            slot.leaving();
        }
        // Outside the server's runtime (it stopped), the socket simply closes, then its
        // slot is freed.
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                runtime.spawn(linger(
                    stream,
                    slot,
                    (self.linger_time, self.linger_pause),
                    self.linger_bytes,
                ));
            }
            Err(_) => {
                drop(stream);
                drop(slot);
            }
        }
    }
}

/// Closes `stream` gently: no more writing, then what the client sends is read and
/// dropped until it closes its side or pauses, for at most `time` (the whole, and a pause)
/// and `bytes`. `slot` is freed once the socket is closed, whether the lingering ends or
/// its task is dropped unfinished (the server stopping): one [`Closing`] holds both.
async fn linger(
    stream: TcpStream,
    slot: Option<Slot>,
    (time, pause): (Duration, Duration),
    bytes: usize,
) {
    let mut closing = Closing {
        stream: Some(stream),
        slot,
    };
    let stream = closing.stream.as_mut().expect("the socket until the end");
    // Shut down already, or reset by the client: either way, on to reading.
    let _ = poll_fn(|cx| Pin::new(&mut *stream).poll_shutdown(cx)).await;
    let drain = async {
        let mut buf = [0u8; 8192];
        let mut left = bytes;
        loop {
            let mut read = ReadBuf::new(&mut buf);
            let next = poll_fn(|cx| Pin::new(&mut *stream).poll_read(cx, &mut read));
            match tokio::time::timeout(pause, next).await {
                Ok(Ok(())) if !read.filled().is_empty() && read.filled().len() < left => {
                    left -= read.filled().len();
                }
                _ => break,
            }
        }
    };
    let _ = tokio::time::timeout(time, drain).await;
    drop(closing);
}

/// A socket and its slot: dropped, the socket closes first, then the slot is freed.
struct Closing {
    stream: Option<TcpStream>,
    slot: Option<Slot>,
}

impl Drop for Closing {
    fn drop(&mut self) {
        drop(self.stream.take());
        drop(self.slot.take());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::share::{Admission, Table};
    use std::io::{Read, Write};
    use std::time::Instant;

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap()
    }

    /// A connected pair on the loopback: the client's end (std) and the server's (tokio).
    async fn pair() -> (std::net::TcpStream, TcpStream) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let client = std::thread::spawn(move || std::net::TcpStream::connect(addr).unwrap());
        let (server, _) = listener.accept().await.unwrap();
        (client.join().unwrap(), server)
    }

    #[test]
    fn a_client_that_takes_nothing_is_cut_off_at_the_write_deadline() {
        runtime().block_on(async {
            let (client, server) = pair().await;
            let limits = Limits {
                write_deadline: Duration::from_millis(300),
                ..Limits::default()
            };
            let mut conn = Conn::new(server, None, &limits);
            let chunk = vec![b'x'; 1 << 16];
            let mut written = 0usize;
            let mut last_taken = Instant::now();
            // The client reads nothing: the socket's buffers fill, then a write waits, then
            // fails at the deadline. Bounded: at most 1 GiB is offered.
            let error = loop {
                assert!(written < 1 << 30, "the buffers never filled");
                match poll_fn(|cx| Pin::new(&mut conn).poll_write(cx, &chunk)).await {
                    Ok(n) => {
                        written += n;
                        last_taken = Instant::now();
                    }
                    Err(e) => break e,
                }
            };
            assert_eq!(error.kind(), io::ErrorKind::TimedOut);
            let waited = last_taken.elapsed();
            assert!(waited >= Duration::from_millis(300), "{waited:?}");
            assert!(waited < Duration::from_secs(10), "{waited:?}");
            drop(client);
        });
    }

    #[test]
    fn a_closed_connection_lets_the_client_read_its_answer_while_it_still_sends() {
        runtime().block_on(async {
            let (mut client, mut server) = pair().await;
            let answer = b"HTTP/1.1 413 Payload Too Large\r\nconnection: close\r\n\r\n";
            // The client sends 2 MiB the server never reads as a request...
            let sender = std::thread::spawn(move || {
                let chunk = vec![b'y'; 1 << 16];
                let mut sent = 0;
                while sent < 2 << 20 && client.write_all(&chunk).is_ok() {
                    sent += chunk.len();
                }
                let _ = client.shutdown(std::net::Shutdown::Write);
                let mut got = Vec::new();
                let _ = client.read_to_end(&mut got);
                (sent, got)
            });
            poll_fn(|cx| Pin::new(&mut server).poll_write(cx, answer))
                .await
                .unwrap();
            // ...and the server is done with it: the lingering close takes what it sends.
            let conn = Conn::new(server, None, &Limits::default());
            drop(conn);
            let (sent, got) = tokio::task::spawn_blocking(move || sender.join().unwrap())
                .await
                .unwrap();
            assert_eq!(sent, 2 << 20);
            assert_eq!(got, answer);
        });
    }

    /// The inode of the socket open at descriptor `fd`, if one is.
    fn socket_inode(fd: i32) -> Option<u64> {
        // SAFETY: fstat only writes the `stat` given; a closed descriptor is an error.
        unsafe {
            let mut st: libc::stat = std::mem::zeroed();
            (libc::fstat(fd, &mut st) == 0).then_some(st.st_ino)
        }
    }

    /// A slot of a fresh table, which says, when freed, whether the socket of `server`
    /// was still open then; and the table.
    fn watched_slot(server: &TcpStream) -> (Slot, std::sync::mpsc::Receiver<bool>, Table) {
        use std::os::fd::AsRawFd;
        let fd = server.as_raw_fd();
        let inode = socket_inode(fd).unwrap();
        let table = Table::new(4, 4);
        let Admission::Admitted(mut slot, _) = table.admit([127, 0, 0, 1].into()) else {
            panic!("a fresh table refused");
        };
        let (tx, rx) = std::sync::mpsc::channel();
        slot.on_free = Some(Box::new(move || {
            let _ = tx.send(socket_inode(fd) == Some(inode));
        }));
        (slot, rx, table)
    }

    #[test]
    fn a_connection_s_slot_is_freed_only_once_its_socket_is_closed() {
        let limits = Limits {
            linger_pause: Duration::from_secs(20),
            linger_time: Duration::from_secs(20),
            ..Limits::default()
        };
        // The lingering ends (the client closes its side), then the socket closes.
        let (open, table) = runtime().block_on(async {
            let (client, server) = pair().await;
            let (slot, freed, table) = watched_slot(&server);
            drop(Conn::new(server, Some(slot), &limits));
            assert_eq!(
                table.held([127, 0, 0, 1].into()),
                (1, 1),
                "held while lingering"
            );
            drop(client);
            let open = tokio::task::spawn_blocking(move || {
                freed.recv_timeout(Duration::from_secs(20)).unwrap()
            })
            .await
            .unwrap();
            (open, table)
        });
        assert!(!open, "the slot was freed while its socket was still open");
        assert_eq!(table.held([127, 0, 0, 1].into()), (0, 0));
        // The server stops while a connection lingers (the client still connected): its
        // lingering is dropped unfinished, and still the socket closes first.
        let rt = runtime();
        let (client, freed, table) = rt.block_on(async {
            let (client, server) = pair().await;
            let (slot, freed, table) = watched_slot(&server);
            drop(Conn::new(server, Some(slot), &limits));
            tokio::task::yield_now().await;
            (client, freed, table)
        });
        assert_eq!(
            table.held([127, 0, 0, 1].into()),
            (1, 1),
            "held while lingering"
        );
        drop(rt);
        let open = freed.recv_timeout(Duration::from_secs(20)).unwrap();
        assert!(!open, "the slot was freed while its socket was still open");
        assert_eq!(table.held([127, 0, 0, 1].into()), (0, 0));
        drop(client);
    }
}
