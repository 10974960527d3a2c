//! Streams of server-sent events: a page opens one with the browser's `EventSource`, and
//! gets a new event each time what it shows changes.
//!
//! A front end answers with [`Response::stream`](super::Response::stream): a key, the
//! [`Signal`] its state notifies on each change, and the function that builds the event
//! (a page's view, one line of JSON). The stream sends, in order: a `retry:` line (how
//! long a browser that reconnects by itself waits, [`RETRY_MS`]); the
//! event as things are; then the event again after each notification, unless its text is
//! the one last sent; and a comment line (`: still here`) whenever it has been quiet for
//! [`Limits::keep_alive`](super::Limits), so that a dead connection is noticed and no
//! proxy closes a live one.
//!
//! # Keys, caps, and who wins
//!
//! Each stream is open under a [`StreamKey`]. A private key (`Private("seat 3")`, given
//! only to a client that showed a secret) keeps at most
//! [`Limits::streams_per_key`](super::Limits) streams: when one more opens, the oldest is
//! sent `event: replaced` (`data: {"why": …}`) and closed, so a page reloaded or opened on
//! a second device takes over, and the replaced page knows not to reconnect by itself.
//! Private streams together are capped at [`Limits::private_streams`](super::Limits);
//! beyond it a new one is refused (`503`). The public key, which anyone may use, has its
//! own cap, [`Limits::public_streams`](super::Limits), the newest winning, shared fairly
//! between addresses (as [`super::share`] counts them): at the cap, the address holding
//! the most public streams (the new one counted with its own address) gives its oldest, so
//! that one address opening stream after stream only ever replaces its own, never the
//! television's. Public streams only ever replace public streams, so no flood of anonymous
//! streams can take a private stream's place or its slot.

use std::collections::{HashMap, VecDeque};
use std::future::{Future, poll_fn};
use std::net::IpAddr;
use std::pin::{Pin, pin};
use std::sync::{Arc, Mutex};
use std::task::Poll;
use std::time::Duration;

use hyper::body::Bytes;
use serde_json::json;
use tokio::sync::{mpsc, oneshot, watch};

use super::{Limits, RETRY_MS};

/// What wakes the streams: a front end notifies it after each change of its state; every
/// stream subscribed to it builds its event again. Cheap to notify from any thread.
#[derive(Debug)]
pub struct Signal(watch::Sender<u64>);

impl Signal {
    /// A signal no stream follows yet.
    pub fn new() -> Signal {
        Signal(watch::channel(0).0)
    }

    /// Wakes every stream that follows it (several notifications before a stream wakes
    /// make one event: the newest).
    pub fn notify(&self) {
        self.0.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// A new follower.
    pub(crate) fn subscribe(&self) -> watch::Receiver<u64> {
        self.0.subscribe()
    }
}

impl Default for Signal {
    fn default() -> Signal {
        Signal::new()
    }
}

/// Under which key a stream is open, for the caps (see the module's docs).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum StreamKey {
    /// A page anyone may open.
    Public,
    /// A page opened through a secret, named here (not the secret itself: `seat 3`).
    Private(String),
}

/// A stream as a handler asks for it.
pub(crate) struct EventFeed {
    pub(crate) key: StreamKey,
    pub(crate) changes: watch::Receiver<u64>,
    pub(crate) event: Arc<dyn Fn() -> String + Send + Sync>,
}

/// One open stream in the registry: its number, and how to tell it it was replaced.
type Slot = (u64, oneshot::Sender<()>);

#[derive(Default)]
struct Registry {
    next: u64,
    /// Oldest first, each with its client's address.
    public: VecDeque<(Slot, IpAddr)>,
    private: HashMap<String, VecDeque<Slot>>,
    private_open: usize,
}

/// The streams open on a server, by key.
#[derive(Clone, Default)]
pub(crate) struct Streams(Arc<Mutex<Registry>>);

/// An open stream's place in the registry: it leaves the registry when dropped; `replaced`
/// resolves when a newer stream took the place.
pub(crate) struct Ticket {
    streams: Streams,
    key: StreamKey,
    id: u64,
    /// The most streams its key keeps, for the message of a replaced stream.
    cap: usize,
    replaced: oneshot::Receiver<()>,
}

impl Streams {
    fn lock(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Opens a stream under `key` for a client at `from`, replacing the oldest of its kind
    /// when its cap is reached (for a public stream, the oldest of the address holding the
    /// most; see the module's docs).
    ///
    /// # Errors
    /// Private streams are at their cap together, or a cap is 0: why, in words.
    ///
    /// # Complexity
    /// A public stream opened at the cap: O(cap) per stream replaced.
    pub(crate) fn open(
        &self,
        key: &StreamKey,
        from: IpAddr,
        limits: &Limits,
    ) -> Result<Ticket, String> {
        let mut r = self.lock();
        let (tx, replaced) = oneshot::channel();
        let id = r.next;
        r.next += 1;
        let cap = match key {
            StreamKey::Public => {
                let cap = limits.public_streams;
                if cap == 0 {
                    return Err("this server keeps no streams".into());
                }
                while r.public.len() >= cap {
                    // The address holding the most, the new stream counted with its own,
                    // gives its oldest.
                    let mut held: HashMap<IpAddr, usize> = HashMap::from([(from, 1)]);
                    for (_, a) in &r.public {
                        *held.entry(*a).or_default() += 1;
                    }
                    let most = held.values().copied().max().unwrap_or(0);
                    let Some(at) = r.public.iter().position(|(_, a)| held[a] == most) else {
                        break;
                    };
                    if let Some(((_, old), _)) = r.public.remove(at) {
                        let _ = old.send(());
                    }
                }
                r.public.push_back(((id, tx), from));
                cap
            }
            StreamKey::Private(name) => {
                let cap = limits.streams_per_key;
                let here = r.private.get(name).map_or(0, VecDeque::len);
                if cap == 0 || (here < cap && r.private_open >= limits.private_streams) {
                    return Err(format!(
                        "too many pages follow this server: at most {} at once",
                        limits.private_streams
                    ));
                }
                let queue = r.private.entry(name.clone()).or_default();
                let mut closed = 0;
                while queue.len() >= cap {
                    if let Some((_, old)) = queue.pop_front() {
                        let _ = old.send(());
                        closed += 1;
                    }
                }
                queue.push_back((id, tx));
                r.private_open = r.private_open + 1 - closed;
                cap
            }
        };
        Ok(Ticket {
            streams: self.clone(),
            key: key.clone(),
            id,
            cap,
            replaced,
        })
    }

    /// Streams open: (public, private).
    #[cfg(test)]
    fn open_now(&self) -> (usize, usize) {
        let r = self.lock();
        (r.public.len(), r.private_open)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut r = self.streams.lock();
        let id = self.id;
        match &self.key {
            StreamKey::Public => r.public.retain(|((i, _), _)| *i != id),
            StreamKey::Private(name) => {
                let Some(queue) = r.private.get_mut(name) else {
                    return;
                };
                let before = queue.len();
                queue.retain(|(i, _)| *i != id);
                let gone = before - queue.len();
                if queue.is_empty() {
                    r.private.remove(name);
                }
                r.private_open -= gone;
            }
        }
    }
}

/// What woke a waiting stream.
enum Wake {
    /// The signal was notified.
    Changed,
    /// Nothing happened for the keep-alive time.
    Quiet,
    /// A newer stream took its place.
    Replaced,
    /// The client went, or the server or the front end stopped.
    Gone,
}

/// Waits for whichever comes first.
async fn next_wake(
    changes: &mut watch::Receiver<u64>,
    quiet: Duration,
    replaced: &mut oneshot::Receiver<()>,
    out: &mpsc::Sender<Bytes>,
) -> Wake {
    let mut changed = pin!(changes.changed());
    let mut sleep = pin!(tokio::time::sleep(quiet));
    let mut gone = pin!(out.closed());
    poll_fn(|cx| {
        if let Poll::Ready(r) = Pin::new(&mut *replaced).poll(cx) {
            return Poll::Ready(if r.is_ok() {
                Wake::Replaced
            } else {
                Wake::Gone
            });
        }
        if gone.as_mut().poll(cx).is_ready() {
            return Poll::Ready(Wake::Gone);
        }
        if let Poll::Ready(r) = changed.as_mut().poll(cx) {
            return Poll::Ready(if r.is_ok() { Wake::Changed } else { Wake::Gone });
        }
        if sleep.as_mut().poll(cx).is_ready() {
            return Poll::Ready(Wake::Quiet);
        }
        Poll::Pending
    })
    .await
}

/// An event carrying `data` (one line).
fn event(data: &str) -> Bytes {
    debug_assert!(!data.contains('\n'));
    Bytes::from(format!("data: {data}\n\n"))
}

/// Feeds one open stream into `out` (the response's body) until the client goes, a newer
/// stream takes its place, or the server stops.
pub(crate) async fn feed(
    out: mpsc::Sender<Bytes>,
    mut feed: EventFeed,
    mut ticket: Ticket,
    keep_alive: Duration,
) {
    if out
        .send(Bytes::from(format!("retry: {RETRY_MS}\n\n")))
        .await
        .is_err()
    {
        return;
    }
    let mut last = String::new();
    loop {
        feed.changes.borrow_and_update();
        let build = feed.event.clone();
        let Ok(text) = tokio::task::spawn_blocking(move || build()).await else {
            return;
        };
        if text != last {
            if out.send(event(&text)).await.is_err() {
                return;
            }
            last = text;
        }
        loop {
            let woke = next_wake(&mut feed.changes, keep_alive, &mut ticket.replaced, &out).await;
            match woke {
                Wake::Changed => break,
                Wake::Quiet => {
                    if out.send(Bytes::from(": still here\n\n")).await.is_err() {
                        return;
                    }
                }
                Wake::Replaced => {
                    let why = json!({ "why": format!(
                        "newer pages took this page's place (at most {} at once): reload it to follow again",
                        ticket.cap
                    ) });
                    let _ = out
                        .send(Bytes::from(format!("event: replaced\ndata: {why}\n\n")))
                        .await;
                    return;
                }
                Wake::Gone => return,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 1));

    fn limits(per_key: usize, private: usize, public: usize) -> Limits {
        Limits {
            streams_per_key: per_key,
            private_streams: private,
            public_streams: public,
            ..Limits::default()
        }
    }

    #[test]
    fn the_newest_stream_of_a_key_wins_and_public_ones_never_take_private_places() {
        let streams = Streams::default();
        let l = limits(3, 5, 4);
        let seat = |n: u32| StreamKey::Private(format!("seat {n}"));
        let mut first: Vec<Ticket> = (0..3)
            .map(|_| streams.open(&seat(1), HERE, &l).unwrap())
            .collect();
        assert_eq!(streams.open_now(), (0, 3));
        // A fourth on the same key replaces the oldest.
        let fourth = streams.open(&seat(1), HERE, &l).unwrap();
        assert_eq!(first[0].replaced.try_recv(), Ok(()));
        assert!(first[1].replaced.try_recv().is_err());
        assert_eq!(streams.open_now(), (0, 3));
        // A flood of public streams replaces public streams only.
        let mut public: Vec<Ticket> = (0..100)
            .map(|_| streams.open(&StreamKey::Public, HERE, &l).unwrap())
            .collect();
        assert_eq!(streams.open_now(), (4, 3));
        assert!(
            public[..96]
                .iter_mut()
                .all(|t| t.replaced.try_recv() == Ok(()))
        );
        assert!(
            public[96..]
                .iter_mut()
                .all(|t| t.replaced.try_recv().is_err())
        );
        assert!(
            first[1..]
                .iter_mut()
                .all(|t| t.replaced.try_recv().is_err())
        );
        // Private streams together: 5; a key at its cap still replaces its own oldest.
        let two = streams.open(&seat(2), HERE, &l).unwrap();
        let two_b = streams.open(&seat(2), HERE, &l).unwrap();
        assert_eq!(streams.open_now(), (4, 5));
        assert_eq!(
            streams.open(&seat(3), HERE, &l).err().unwrap(),
            "too many pages follow this server: at most 5 at once"
        );
        let again = streams.open(&seat(1), HERE, &l).unwrap();
        assert_eq!(first[1].replaced.try_recv(), Ok(()));
        assert_eq!(streams.open_now(), (4, 5));
        // A stream that ends leaves its place.
        drop((two, two_b));
        assert_eq!(streams.open_now(), (4, 3));
        let three = streams.open(&seat(3), HERE, &l).unwrap();
        assert_eq!(streams.open_now(), (4, 4));
        drop((first, fourth, again, three, public));
        assert_eq!(streams.open_now(), (0, 0));
        assert!(streams.lock().private.is_empty());
        assert!(streams.open(&seat(1), HERE, &limits(0, 5, 4)).is_err());
        assert!(
            streams
                .open(&StreamKey::Public, HERE, &limits(3, 5, 0))
                .is_err()
        );
    }

    #[test]
    fn one_address_opening_public_streams_replaces_its_own_never_another_s() {
        let streams = Streams::default();
        let l = limits(3, 5, 4);
        let at = |k: u8| IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, k));
        // The television's stream, then a flood from another address.
        let mut tv = streams.open(&StreamKey::Public, at(1), &l).unwrap();
        let mut flood: Vec<Ticket> = (0..100)
            .map(|_| streams.open(&StreamKey::Public, at(2), &l).unwrap())
            .collect();
        assert!(
            tv.replaced.try_recv().is_err(),
            "the television's stream was replaced"
        );
        assert!(
            flood[..97]
                .iter_mut()
                .all(|t| t.replaced.try_recv() == Ok(()))
        );
        assert!(
            flood[97..]
                .iter_mut()
                .all(|t| t.replaced.try_recv().is_err())
        );
        // A third address: the flood (holding 3) gives its oldest live one.
        let _other = streams.open(&StreamKey::Public, at(3), &l).unwrap();
        assert_eq!(flood[97].replaced.try_recv(), Ok(()));
        assert!(tv.replaced.try_recv().is_err());
        // With every address holding one, the oldest goes, as before.
        let _fourth = streams.open(&StreamKey::Public, at(4), &l).unwrap();
        assert_eq!(flood[98].replaced.try_recv(), Ok(()));
        let _fifth = streams.open(&StreamKey::Public, at(5), &l).unwrap();
        assert_eq!(tv.replaced.try_recv(), Ok(()));
        assert_eq!(streams.open_now(), (4, 0));
    }
}
