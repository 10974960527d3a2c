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

use std::sync::Arc;

use super::{Reader, Shared};
use crate::i18n::Lang;
use crate::web::{Response, StreamKey};

/// The stream of `reader`'s views, their words in `lang`.
pub fn stream(shared: &Arc<Shared>, reader: Reader, lang: Lang) -> Response {
    let key = match reader {
        Reader::Board => StreamKey::Public,
        Reader::Seat(seat) => StreamKey::Private(format!("seat {seat}")),
    };
    let desk = shared.clone();
    Response::stream(key, shared.signal(), move || desk.view(reader, lang).1)
}
