//! The streams of views pushed to the pages (server-sent events, [`crate::web::sse`]).
//!
//! A page opens `/events/board` (or `/events/seat?token=T`) with the browser's
//! `EventSource`; its stream starts with the view as it is, then sends the new view
//! within a moment of each change of the game ([`Shared`]'s signal), and a comment line
//! when nothing changed for [`KEEP_ALIVE`](crate::web::KEEP_ALIVE), so that a dead
//! connection is noticed.
//!
//! The board's streams are public: anyone on the network may open one, and together they
//! keep at most [`PUBLIC_STREAMS`](crate::web::PUBLIC_STREAMS), the newest winning. A
//! seat's streams are private, under the key `seat S` (never the token itself): at most
//! [`STREAMS_PER_KEY`](crate::web::STREAMS_PER_KEY) per seat, the newest winning, so a
//! phone that reloads its page, or a second device, takes over, and the page it replaced
//! is told so and stops. No number of board streams can take a seat's place.
//!
//! # The last view
//!
//! When the session ends (`quit`, the end of the input, Ctrl-C at the terminal), every
//! stream is sent its last view, marked `"over": true`: the final match and standings on
//! the board, "the session has ended" on each seat's page, each in its own language and
//! each seat still seeing only its own cards. A page that gets it closes its stream and
//! reconnects no more. The referee waits for that before it stops the server: until every
//! open stream has closed (the pages close theirs on the last view), for at most
//! [`LAST_VIEW_WAIT`] (a client that keeps a stream open is not waited for longer). A page
//! loaded or reconnected meanwhile gets the same last view.

use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use super::{Reader, Shared};
use crate::i18n::Lang;
use crate::web::{Response, StreamKey};

/// The longest the referee waits, at the end of the session, for the pages' streams to
/// take their last view and close: 3 s.
pub const LAST_VIEW_WAIT: Duration = Duration::from_secs(3);

/// The stream of `reader`'s views, their words in `lang`.
pub fn stream(shared: &Arc<Shared>, reader: Reader, lang: Lang) -> Response {
    let key = match reader {
        Reader::Board => StreamKey::Public,
        Reader::Seat(seat) => StreamKey::Private(format!("seat {seat}")),
    };
    let desk = shared.clone();
    // Counted open until the stream's feed ends (its client went, or it was refused).
    let follower = shared.followers().follow();
    Response::stream(key, shared.signal(), move || {
        let _open = &follower;
        desk.view(reader, lang).1
    })
}

/// The streams open now, counted, so that the end of the session can wait for them.
#[derive(Default)]
pub struct Followers {
    open: Mutex<usize>,
    changed: Condvar,
}

/// One open stream, counted in its [`Followers`] until dropped.
pub struct Follower(Arc<Followers>);

impl Followers {
    /// Counts one stream more, until the guard is dropped.
    pub fn follow(self: &Arc<Self>) -> Follower {
        *self.open.lock().unwrap_or_else(|e| e.into_inner()) += 1;
        Follower(self.clone())
    }

    /// The streams open now.
    pub fn open(&self) -> usize {
        *self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until no stream is open, for at most `within`; true if none is.
    pub fn wait_closed(&self, within: Duration) -> bool {
        let until = Instant::now() + within;
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        while *open > 0 {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            open = self
                .changed
                .wait_timeout(open, left)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
        true
    }
}

impl Drop for Follower {
    fn drop(&mut self) {
        let mut open = self.0.open.lock().unwrap_or_else(|e| e.into_inner());
        *open -= 1;
        self.0.changed.notify_all();
    }
}
