//! Clients from chosen loopback addresses (127.0.0.0/8 only): a connection made from
//! `127.0.0.K` ([`connect_from`]), and a [`Flood`], one address holding many sockets that
//! reconnect as soon as they are cut, as a hostile client on a table's network would.
//!
//! Every loop is bounded in count and in time; a flood stops (its sockets closed, its
//! thread joined) when dropped, whether its test passed or not.
// Each test file that includes this module uses a part of it.
#![allow(dead_code)]

use std::io;
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, TcpStream};
use std::os::fd::FromRawFd;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The loopback address `127.0.0.k`.
pub fn loopback(k: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, 0, 0, k)
}

/// `addr` as a C socket address.
fn sockaddr(addr: SocketAddrV4) -> libc::sockaddr_in {
    libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: addr.port().to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(*addr.ip()).to_be(),
        },
        sin_zero: [0; 8],
    }
}

/// A new blocking connection to `to` made from the loopback address `from` (its port chosen
/// by the kernel when it connects, so that many connections can share the address).
///
/// # Panics
/// `from` is not a loopback address, or `to` is not IPv4.
pub fn connect_from(from: Ipv4Addr, to: SocketAddr) -> io::Result<TcpStream> {
    assert!(from.is_loopback(), "{from}: tests use 127.0.0.0/8 only");
    let SocketAddr::V4(to) = to else {
        panic!("{to}: not IPv4");
    };
    // SAFETY: a socket made here, given the addresses of local values of the right sizes;
    // on any failure it is closed before returning, on success owned by the TcpStream.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let fail = |fd: i32| {
            let e = io::Error::last_os_error();
            libc::close(fd);
            Err(e)
        };
        let one: libc::c_int = 1;
        let len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
        let here = sockaddr(SocketAddrV4::new(from, 0));
        let there = sockaddr(to);
        if libc::setsockopt(
            fd,
            libc::IPPROTO_IP,
            libc::IP_BIND_ADDRESS_NO_PORT,
            (&one as *const libc::c_int).cast(),
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        ) != 0
            || libc::bind(fd, (&here as *const libc::sockaddr_in).cast(), len) != 0
            || libc::connect(fd, (&there as *const libc::sockaddr_in).cast(), len) != 0
        {
            return fail(fd);
        }
        Ok(TcpStream::from_raw_fd(fd))
    }
}

/// What each socket of a flood does once connected.
#[derive(Clone, Copy, Debug)]
pub enum Behaviour {
    /// Sends nothing, and waits to be cut.
    Silent,
    /// Asks for `GET path` once, then reads whatever comes until it is cut.
    Asks(&'static str),
    /// Keeps its connection alive, asking for `GET path` once a second (reading each answer
    /// whole), as a page that polls would.
    EverySecond(&'static str),
}

/// True once `got` holds an answer's head and its whole body (by its Content-Length).
fn whole_answer(got: &[u8]) -> bool {
    let text = String::from_utf8_lossy(got);
    let Some((head, body)) = text.split_once("\r\n\r\n") else {
        return false;
    };
    head.lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-length:")
                .and_then(|v| v.trim().parse::<usize>().ok())
        })
        .is_some_and(|n| body.len() >= n)
}

/// One address holding `sockets` connections to a server, each reconnected as soon as
/// the server cuts it (at most `max_each` times per socket, for at most `lasting`).
pub struct Flood {
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    connects: Arc<AtomicUsize>,
    thread: Option<JoinHandle<()>>,
}

impl Flood {
    /// Starts the flood from `from` to `to`; socket `i` behaves as `behave(i)`.
    pub fn start(
        from: Ipv4Addr,
        to: SocketAddr,
        sockets: usize,
        max_each: usize,
        lasting: Duration,
        behave: impl Fn(usize) -> Behaviour,
    ) -> Flood {
        assert!(from.is_loopback(), "{from}: tests use 127.0.0.0/8 only");
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let connects = Arc::new(AtomicUsize::new(0));
        let behaviours: Vec<Behaviour> = (0..sockets).map(behave).collect();
        let c = connects.clone();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            let until = Instant::now() + lasting;
            // Runs until stopped (or its `Flood` dropped); its sockets close with the runtime.
            runtime.block_on(async move {
                for b in behaviours {
                    tokio::spawn(one_socket(from, to, b, max_each, until, c.clone()));
                }
                let _ = stopped.await;
            });
        });
        Flood {
            stop: Some(stop),
            connects,
            thread: Some(thread),
        }
    }

    /// Connections made so far.
    pub fn connects(&self) -> usize {
        self.connects.load(Ordering::SeqCst)
    }
}

impl Drop for Flood {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Reads what `c` has (at most `buf`'s length) once it has something: 0 at its end.
async fn read(c: &tokio::net::TcpStream, buf: &mut [u8]) -> io::Result<usize> {
    loop {
        c.readable().await?;
        match c.try_read(buf) {
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
            done => return done,
        }
    }
}

/// Writes all of `bytes` to `c`.
async fn write_all(c: &tokio::net::TcpStream, mut bytes: &[u8]) -> io::Result<()> {
    while !bytes.is_empty() {
        c.writable().await?;
        match c.try_write(bytes) {
            Ok(n) => bytes = &bytes[n..],
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// One socket of a flood: connects, behaves, waits to be cut, and again, until
/// `max_each` connections are made or `until` (or the flood's runtime ends).
async fn one_socket(
    from: Ipv4Addr,
    to: SocketAddr,
    behaviour: Behaviour,
    max_each: usize,
    until: Instant,
    connects: Arc<AtomicUsize>,
) {
    let until = tokio::time::Instant::from_std(until);
    for _ in 0..max_each {
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        {
            use std::os::fd::AsRawFd;
            let one: libc::c_int = 1;
            // SAFETY: sets one option of the socket made above, from a local int.
            unsafe {
                libc::setsockopt(
                    socket.as_raw_fd(),
                    libc::IPPROTO_IP,
                    libc::IP_BIND_ADDRESS_NO_PORT,
                    (&one as *const libc::c_int).cast(),
                    std::mem::size_of::<libc::c_int>() as libc::socklen_t,
                );
            }
        }
        if socket.bind(SocketAddr::new(from.into(), 0)).is_err() {
            continue;
        }
        let c = match tokio::time::timeout_at(until, socket.connect(to)).await {
            Ok(Ok(c)) => c,
            // The server's queue full, or ports short: try again soon.
            Ok(Err(_)) => {
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
            Err(_) => return,
        };
        connects.fetch_add(1, Ordering::SeqCst);
        if let Behaviour::EverySecond(path) = behaviour {
            let ask = format!("GET {path} HTTP/1.1\r\nHost: flood\r\n\r\n");
            let mut buf = vec![0u8; 4096];
            // One request a second until cut (at most one per second of `lasting`).
            'asking: loop {
                if write_all(&c, ask.as_bytes()).await.is_err() {
                    break;
                }
                let mut got = Vec::new();
                while !whole_answer(&got) {
                    match tokio::time::timeout_at(until, read(&c, &mut buf)).await {
                        Err(_) => return,
                        Ok(Ok(0)) | Ok(Err(_)) => break 'asking,
                        Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
                    }
                }
                if tokio::time::Instant::now() >= until {
                    return;
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
            continue;
        }
        if let Behaviour::Asks(path) = behaviour {
            let ask = format!("GET {path} HTTP/1.1\r\nHost: flood\r\n\r\n");
            if write_all(&c, ask.as_bytes()).await.is_err() {
                continue;
            }
        }
        // Read until cut.
        let mut buf = vec![0u8; 4096];
        loop {
            match tokio::time::timeout_at(until, read(&c, &mut buf)).await {
                Err(_) => return,
                Ok(Ok(0)) | Ok(Err(_)) => break,
                Ok(Ok(_)) => {}
            }
        }
    }
}
