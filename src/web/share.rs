//! Each remote address's fair share of the connections (`Table`): which connection a new
//! one is admitted for, which one makes room for it, and when it is refused instead.
//!
//! Every open socket holds a [`Slot`] from its acceptance until it is closed (its lingering
//! close included). An *address* is an IPv4 address, or an IPv6 /64 network (a single
//! machine may hold a whole /64); an IPv4 address seen through IPv6 (`::ffff:a.b.c.d`)
//! counts as itself. A connection is *idle* when it has no request under way (opened and
//! not yet asking, or kept alive between answers; a request whose head is still arriving
//! counts as none, so a client dripping its headers is idle), *busy* from its request's
//! whole head until its answer is sent (a stream: until it ends), and *leaving* once its
//! lingering close has begun.
//!
//! A new connection from address `A` is decided at once, so that accepting never waits:
//!
//! 1. `A` holds its share ([`Limits::connections_per_address`](super::Limits)): its oldest
//!    idle connection is cut to make room; with none idle, the new one is refused.
//! 2. The server holds its cap ([`Limits::connections`](super::Limits)): the address
//!    holding the most gives way, if it holds at least two more than `A` (so `A`, once
//!    admitted, still holds fewer): an idle connection of the address holding the most that
//!    has one, the oldest, else the oldest busy connection of the address holding the most.
//!    With no such address, the new one is refused.
//! 3. Otherwise it is admitted.
//!
//! A cut connection's socket is shut down at once (the client sees it closed), and closed
//! (its slot freed) when its task next runs; until then it counts neither for its address
//! nor for the cap, so a new connection is never kept waiting for it. So that sockets cut
//! cannot pile up faster than their tasks close them, the accept loop lets them run
//! whenever [`Limits::connections_per_address`](super::Limits) of them are waiting: the
//! server holds at most that many sockets beyond its cap.
//!
//! No address can hold more than its share, so no address can keep another's page or a
//! seat's press waiting for a connection; and when the cap is reached, whoever holds the
//! most makes room for whoever holds the least.
//!
//! Complexity: a decision at the cap scans the open connections, at most
//! [`Limits::connections`](super::Limits) (plus those cut and not yet closed).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};

use tokio::sync::oneshot;

/// The address a connection counts for: an IPv4 address, or an IPv6 /64 network.
///
/// ```
/// use grundy::web::share::address_of;
/// let ip = |s: &str| s.parse::<std::net::IpAddr>().unwrap();
/// assert_eq!(address_of(ip("::ffff:127.0.0.2")), ip("127.0.0.2"));
/// assert_eq!(address_of(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
/// ```
pub fn address_of(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(bits.into())
        }
        v4 => v4,
    }
}

/// Where a connection is (see the module's docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// No request under way, since the moment numbered.
    Idle(u64),
    /// A request under way, since the moment numbered.
    Busy(u64),
    /// Its lingering close has begun.
    Leaving,
    /// Cut to make room: its socket is shut down, its slot about to be freed.
    Cut,
}

/// One open connection.
struct Entry {
    addr: IpAddr,
    state: State,
    /// Tells its task to cut it.
    cut: Option<oneshot::Sender<()>>,
}

#[derive(Default)]
struct Inner {
    /// Numbers connections and moments.
    next: u64,
    conns: HashMap<u64, Entry>,
    /// Connections per address, those cut excepted.
    held: HashMap<IpAddr, usize>,
    /// Connections in all, those cut excepted.
    total: usize,
}

impl Inner {
    fn tick(&mut self) -> u64 {
        self.next += 1;
        self.next
    }

    fn held(&self, addr: &IpAddr) -> usize {
        self.held.get(addr).copied().unwrap_or(0)
    }

    /// Cuts connection `id`: it no longer counts, and its task is told.
    fn cut(&mut self, id: u64) {
        let Some(e) = self.conns.get_mut(&id) else {
            return;
        };
        e.state = State::Cut;
        if let Some(tx) = e.cut.take() {
            let _ = tx.send(());
        }
        let addr = e.addr;
        self.uncount(addr);
    }

    fn uncount(&mut self, addr: IpAddr) {
        self.total -= 1;
        if let Some(n) = self.held.get_mut(&addr) {
            *n -= 1;
            if *n == 0 {
                self.held.remove(&addr);
            }
        }
    }

    /// The oldest idle connection of `addr`.
    fn oldest_idle_of(&self, addr: IpAddr) -> Option<u64> {
        self.conns
            .iter()
            .filter_map(|(&id, e)| match e.state {
                State::Idle(since) if e.addr == addr => Some((since, id)),
                _ => None,
            })
            .min()
            .map(|(_, id)| id)
    }

    /// The connection that gives way at the cap to a newcomer from an address holding
    /// `newcomer` (see the module's docs), if any.
    fn giving_way(&self, newcomer: usize) -> Option<u64> {
        // Greatest wins: idle before busy, then the address holding most, then the oldest.
        self.conns
            .iter()
            .filter_map(|(&id, e)| {
                let (idle, since) = match e.state {
                    State::Idle(since) => (true, since),
                    State::Busy(since) => (false, since),
                    State::Leaving | State::Cut => return None,
                };
                let held = self.held(&e.addr);
                (held >= newcomer + 2).then_some(((idle, held, std::cmp::Reverse(since)), id))
            })
            .max()
            .map(|(_, id)| id)
    }
}

/// The connections open on a server, by address (see the module's docs).
#[derive(Clone)]
pub(crate) struct Table {
    inner: Arc<Mutex<Inner>>,
    cap: usize,
    share: usize,
}

/// What a new connection is given.
pub(crate) enum Admission {
    /// Its slot, and the signal that cuts it.
    Admitted(Slot, oneshot::Receiver<()>),
    /// Refused: its address holds its share, or the server its cap, all busy.
    Refused,
}

impl Table {
    /// A table for at most `cap` connections, `share` per address (each at least 1).
    pub(crate) fn new(cap: usize, share: usize) -> Table {
        Table {
            inner: Arc::default(),
            cap: cap.max(1),
            share: share.max(1),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Decides a new connection from `ip` (see the module's docs), cutting the connection
    /// that makes room for it, if any.
    pub(crate) fn admit(&self, ip: IpAddr) -> Admission {
        let addr = address_of(ip);
        let mut t = self.lock();
        let held = t.held(&addr);
        if held >= self.share {
            match t.oldest_idle_of(addr) {
                Some(id) => t.cut(id),
                None => return Admission::Refused,
            }
        } else if t.total >= self.cap {
            match t.giving_way(held) {
                Some(id) => t.cut(id),
                None => return Admission::Refused,
            }
        }
        let id = t.tick();
        let (tx, rx) = oneshot::channel();
        t.conns.insert(
            id,
            Entry {
                addr,
                state: State::Idle(id),
                cut: Some(tx),
            },
        );
        *t.held.entry(addr).or_default() += 1;
        t.total += 1;
        Admission::Admitted(
            Slot {
                table: self.clone(),
                id,
                #[cfg(test)]
                on_free: None,
            },
            rx,
        )
    }

    /// Connections counted: in all, and of `ip`'s address.
    #[cfg(test)]
    pub(crate) fn held(&self, ip: IpAddr) -> (usize, usize) {
        let t = self.lock();
        (t.total, t.held(&address_of(ip)))
    }

    /// Sockets open, those cut and not yet closed included.
    #[cfg(test)]
    fn open(&self) -> usize {
        self.lock().conns.len()
    }

    /// Connections cut and not yet closed.
    pub(crate) fn cutting(&self) -> usize {
        let t = self.lock();
        t.conns.len() - t.total
    }

    fn set(&self, id: u64, busy: bool) {
        let mut t = self.lock();
        let now = t.tick();
        if let Some(e) = t.conns.get_mut(&id)
            && matches!(e.state, State::Idle(_) | State::Busy(_))
        {
            e.state = if busy {
                State::Busy(now)
            } else {
                State::Idle(now)
            };
        }
    }
}

/// An open socket's place in the `Table`: freed when dropped, which must be after the
/// socket is closed.
pub struct Slot {
    table: Table,
    id: u64,
    /// Called as the slot is freed (the tests look at the socket then).
    #[cfg(test)]
    pub(crate) on_free: Option<Box<dyn FnOnce() + Send>>,
}

impl Slot {
    /// Its connection's lingering close has begun: it is no longer cut to make room.
    pub(crate) fn leaving(&self) {
        let mut t = self.table.lock();
        if let Some(e) = t.conns.get_mut(&self.id)
            && e.state != State::Cut
        {
            e.state = State::Leaving;
        }
    }

    /// True once its connection was cut to make room (its socket is to close at once).
    pub(crate) fn is_cut(&self) -> bool {
        self.table
            .lock()
            .conns
            .get(&self.id)
            .is_some_and(|e| e.state == State::Cut)
    }

    /// A handle on the same place, to mark its connection busy or idle (it frees nothing).
    pub(crate) fn marker(&self) -> Marker {
        Marker {
            table: self.table.clone(),
            id: self.id,
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        #[cfg(test)]
        if let Some(f) = self.on_free.take() {
            f();
        }
        let mut t = self.table.lock();
        if let Some(e) = t.conns.remove(&self.id)
            && e.state != State::Cut
        {
            t.uncount(e.addr);
        }
    }
}

/// Marks a connection busy or idle in its [`Table`]; frees nothing.
#[derive(Clone)]
pub(crate) struct Marker {
    table: Table,
    id: u64,
}

impl Marker {
    /// A request is under way: idle again when the returned guard is dropped.
    pub(crate) fn busy(&self) -> Busy {
        self.table.set(self.id, true);
        Busy(self.clone())
    }
}

/// A request under way: its connection is idle again when this is dropped.
pub(crate) struct Busy(Marker);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.table.set(self.0.id, false);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn admit(t: &Table, from: &str) -> Option<(Slot, oneshot::Receiver<()>)> {
        match t.admit(ip(from)) {
            Admission::Admitted(slot, cut) => Some((slot, cut)),
            Admission::Refused => None,
        }
    }

    #[test]
    fn an_address_at_its_share_cuts_its_oldest_idle_connection_or_is_refused() {
        let t = Table::new(100, 3);
        let mut a: Vec<_> = (0..3).map(|_| admit(&t, "10.0.0.1").unwrap()).collect();
        assert_eq!(t.held(ip("10.0.0.1")), (3, 3));
        // The second is busy: a fourth cuts the oldest idle one, the first.
        let b1 = a[1].0.marker().busy();
        let fourth = admit(&t, "10.0.0.1").unwrap();
        assert_eq!(a[0].1.try_recv(), Ok(()));
        assert!(a[1].1.try_recv().is_err() && a[2].1.try_recv().is_err());
        assert_eq!(t.held(ip("10.0.0.1")), (3, 3));
        assert_eq!(
            t.open(),
            4,
            "the cut one is still open until its task frees it"
        );
        drop(a.remove(0));
        assert_eq!((t.open(), t.held(ip("10.0.0.1"))), (3, (3, 3)));
        // All busy: refused, nothing cut.
        let b2 = a[1].0.marker().busy();
        let b4 = fourth.0.marker().busy();
        assert!(admit(&t, "10.0.0.1").is_none());
        assert_eq!(t.open(), 3);
        // Once one is answered, it makes room again; another address is never held up.
        drop(b4);
        let fifth = admit(&t, "10.0.0.1").unwrap();
        let _b5 = fifth.0.marker().busy();
        let _other = admit(&t, "10.0.0.2").unwrap();
        assert_eq!(t.held(ip("10.0.0.2")), (4, 1));
        // A leaving connection is not cut: it closes by itself.
        drop((b1, b2));
        a[0].0.leaving();
        a[1].0.leaving();
        assert!(admit(&t, "10.0.0.1").is_none());
    }

    #[test]
    fn at_the_cap_the_address_holding_most_gives_way_idle_first() {
        let t = Table::new(6, 4);
        let mut big: Vec<_> = (0..4).map(|_| admit(&t, "10.0.0.1").unwrap()).collect();
        let mut mid: Vec<_> = (0..2).map(|_| admit(&t, "10.0.0.2").unwrap()).collect();
        let busy: Vec<Busy> = big[..3].iter().map(|(s, _)| s.marker().busy()).collect();
        let mut mid_busy: Vec<Busy> = mid.iter().map(|(s, _)| s.marker().busy()).collect();
        // Full: a newcomer takes the idle one of the address holding most.
        let _c = admit(&t, "10.0.0.3").unwrap();
        assert_eq!(big[3].1.try_recv(), Ok(()));
        assert_eq!(t.held(ip("10.0.0.1")), (6, 3));
        // Nothing idle where two more are held: the oldest busy connection of the address
        // holding most (10.0.0.3's idle one holds too few to give way).
        let _d = admit(&t, "10.0.0.4").unwrap();
        assert_eq!(big[0].1.try_recv(), Ok(()));
        assert_eq!(t.held(ip("10.0.0.1")), (6, 2));
        // Now 2, 2, 1, 1, all busy but one of 10.0.0.2's: the idle one goes first.
        drop(mid_busy.pop());
        let _e = admit(&t, "10.0.0.5").unwrap();
        assert_eq!(mid[1].1.try_recv(), Ok(()));
        assert!(mid[0].1.try_recv().is_err());
        assert!(big[1].1.try_recv().is_err() && big[2].1.try_recv().is_err());
        // 2, 1, 1, 1, 1: 10.0.0.1 gives way once more...
        let _f = admit(&t, "10.0.0.6").unwrap();
        assert_eq!(big[1].1.try_recv(), Ok(()));
        // ...but with each address holding one, no one holds two more: refused.
        assert!(admit(&t, "10.0.0.7").is_none());
        let held: Vec<usize> = (1..=7)
            .map(|k| t.held(ip(&format!("10.0.0.{k}"))).1)
            .collect();
        assert_eq!(held, [1, 1, 1, 1, 1, 1, 0]);
        drop((busy, mid_busy));
    }

    #[test]
    fn ipv6_counts_by_64_networks_and_mapped_ipv4_as_itself() {
        let t = Table::new(100, 2);
        let _a = admit(&t, "2001:db8::1").unwrap();
        let _b = admit(&t, "2001:db8::ffff:2").unwrap();
        assert_eq!(t.held(ip("2001:db8::9")), (2, 2));
        let _c = admit(&t, "::ffff:127.0.0.2").unwrap();
        assert_eq!(t.held(ip("127.0.0.2")), (3, 1));
    }
}
