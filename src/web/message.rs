//! What a [`Handler`](super::Handler) reads and returns: a [`Request`] with its body read
//! whole, and a [`Response`]: JSON, an error, a file built into the binary ([`Asset`]), or
//! a stream of server-sent events ([`Response::stream`]).

use std::sync::Arc;

use crate::i18n::Lang;

use hyper::HeaderMap;
pub use hyper::Method;
use hyper::body::Bytes;
use serde_json::{Value, json};

use super::sse::{EventFeed, Signal, StreamKey};

/// A request, its body read whole (at most [`Limits::body_bytes`](super::Limits)).
#[derive(Debug)]
pub struct Request {
    method: Method,
    path: String,
    query: String,
    headers: HeaderMap,
    body: Vec<u8>,
}

impl Request {
    /// A request for `method` and `target` (a path, then `?` and the query if any), with
    /// `headers` and `body`: what the server hands a handler, made by hand (for tests).
    ///
    /// # Panics
    /// If a header's name or value is not valid in HTTP.
    pub fn new(method: Method, target: &str, headers: &[(&str, &str)], body: &[u8]) -> Request {
        let mut map = HeaderMap::new();
        for (name, value) in headers {
            map.append(
                hyper::header::HeaderName::from_bytes(name.as_bytes()).expect("a header name"),
                value.parse().expect("a header value"),
            );
        }
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        Request {
            method,
            path: path.to_string(),
            query: query.to_string(),
            headers: map,
            body: body.to_vec(),
        }
    }

    /// The request as the server read it: the head's parts and the body.
    pub(crate) fn from_parts(parts: hyper::http::request::Parts, body: Vec<u8>) -> Request {
        Request {
            method: parts.method,
            path: parts.uri.path().to_string(),
            query: parts.uri.query().unwrap_or_default().to_string(),
            headers: parts.headers,
            body,
        }
    }

    /// Its method.
    pub fn method(&self) -> &Method {
        &self.method
    }

    /// Its path, as sent (no percent-decoding, no `..` resolved: a route matches it
    /// exactly or not at all).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The value of `name` in its query (`?token=…&x=1`), as sent.
    ///
    /// ```
    /// use grundy::web::{Method, Request};
    /// let r = Request::new(Method::GET, "/events/seat?x=1&token=cd", &[], b"");
    /// assert_eq!(r.query("token"), Some("cd"));
    /// assert_eq!(r.query("tokens"), None);
    /// assert_eq!(r.path(), "/events/seat");
    /// ```
    pub fn query(&self, name: &str) -> Option<&str> {
        self.query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v)
    }

    /// The value of header `name` (any case), if it is there and is visible ASCII.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name)?.to_str().ok()
    }

    /// Its body.
    pub fn body(&self) -> &[u8] {
        &self.body
    }

    /// The language of the request: its [`LANG_COOKIE`] cookie (`en` or `zh`, set by a
    /// page's language switch), else its `Accept-Language` header
    /// ([`Lang::from_accept_language`]), else English. Both come from the client: a cookie
    /// of another value, or a header naming neither language, is as if it were not there.
    /// The card table and the study desk share the cookie, so a browser switched on one
    /// is switched on the other.
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// use grundy::web::{Method, Request};
    /// let get = |headers: &[(&str, &str)]| Request::new(Method::GET, "/", headers, b"").lang();
    /// assert_eq!(get(&[("Accept-Language", "zh-CN,zh;q=0.9,en;q=0.8")]), Lang::Zh);
    /// assert_eq!(get(&[("Accept-Language", "zh-CN"), ("Cookie", "a=1; lang=en")]), Lang::En);
    /// assert_eq!(get(&[("Cookie", "lang=zh")]), Lang::Zh);
    /// assert_eq!(get(&[("Cookie", "lang=<b>"), ("Accept-Language", "zh")]), Lang::Zh);
    /// assert_eq!(get(&[("Accept-Language", "fr")]), Lang::En);
    /// assert_eq!(get(&[]), Lang::En);
    /// ```
    pub fn lang(&self) -> Lang {
        let chosen = self.header("Cookie").and_then(|cookies| {
            cookies
                .split(';')
                .filter_map(|c| c.trim().split_once('='))
                .filter(|(name, _)| *name == LANG_COOKIE)
                .find_map(|(_, value)| Lang::from_code(value.trim()))
        });
        chosen
            .or_else(|| {
                self.header("Accept-Language")
                    .and_then(Lang::from_accept_language)
            })
            .unwrap_or_default()
    }
}

/// The name of the cookie that holds a screen's choice of language (`en` or `zh`), read by
/// [`Request::lang`].
pub const LANG_COOKIE: &str = "lang";

/// A file served as it is, built into the binary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Asset {
    /// Its path in the server's addresses.
    pub path: &'static str,
    /// Its content type.
    pub mime: &'static str,
    /// Its text.
    pub body: &'static str,
}

/// What an answer carries.
pub(crate) enum Payload {
    /// A body sent whole.
    Bytes(Bytes),
    /// A stream of events.
    Events(EventFeed),
}

/// An answer.
pub struct Response {
    pub(crate) status: u16,
    pub(crate) mime: &'static str,
    pub(crate) payload: Payload,
    /// Close the connection after it (a refusal whose request may not have been read).
    pub(crate) close: bool,
    /// Seconds the client is told to wait before asking again (`Retry-After`), if any.
    pub(crate) retry_after: Option<u64>,
    /// The file name it is saved under (`Content-Disposition: attachment`), if any.
    pub(crate) attachment: Option<String>,
}

/// The content type of JSON answers.
const JSON: &str = "application/json";

impl Response {
    /// `body` with `status` and content type `mime`.
    pub fn new(status: u16, mime: &'static str, body: impl Into<Bytes>) -> Response {
        Response {
            status,
            mime,
            payload: Payload::Bytes(body.into()),
            close: false,
            retry_after: None,
            attachment: None,
        }
    }

    /// `value` as JSON, with `status`.
    pub fn json(status: u16, value: &Value) -> Response {
        Response::new(status, JSON, value.to_string())
    }

    /// JSON text already made (a view), with status 200.
    pub fn json_text(text: String) -> Response {
        Response::new(200, JSON, text)
    }

    /// A refusal: `{"error": why}` with `status`.
    ///
    /// ```
    /// use grundy::web::Response;
    /// let r = Response::error(403, "a seat's token is needed");
    /// assert_eq!(r.status(), 403);
    /// assert_eq!(r.text(), Some(r#"{"error":"a seat's token is needed"}"#));
    /// ```
    pub fn error(status: u16, why: &str) -> Response {
        Response::json(status, &json!({ "error": why }))
    }

    /// The same answer, after which the connection is closed.
    pub(crate) fn closing(mut self) -> Response {
        self.close = true;
        self
    }

    /// The same answer, telling the client to ask again in `seconds` (`Retry-After`): a
    /// refusal for now (`503`) that is not a refusal for good.
    ///
    /// ```
    /// use grundy::web::Response;
    /// let r = Response::error(503, "busy").retry_after(5);
    /// assert_eq!((r.status(), r.retry_after_secs()), (503, Some(5)));
    /// ```
    pub fn retry_after(mut self, seconds: u64) -> Response {
        self.retry_after = Some(seconds);
        self
    }

    /// The same answer, to be saved as a file named `name`
    /// (`Content-Disposition: attachment; filename="…"`): every byte of `name` outside
    /// `[A-Za-z0-9._-]` becomes `_`, and it is cut to 100 bytes, so that the header is
    /// always valid and the name safe on any file system.
    ///
    /// ```
    /// use grundy::web::Response;
    /// let r = Response::new(200, "image/svg+xml", "<svg/>").attachment("a b/\"../c.svg");
    /// assert_eq!(r.attachment_name(), Some("a_b__.._c.svg"));
    /// ```
    pub fn attachment(mut self, name: &str) -> Response {
        let safe: String = (name.bytes())
            .map(|b| match b.is_ascii_alphanumeric() || b"._-".contains(&b) {
                true => char::from(b),
                false => '_',
            })
            .take(100)
            .collect();
        self.attachment = Some(safe);
        self
    }

    /// The file name it is to be saved under, if it is an attachment.
    pub fn attachment_name(&self) -> Option<&str> {
        self.attachment.as_deref()
    }

    /// The seconds of its `Retry-After`, if it has one.
    pub fn retry_after_secs(&self) -> Option<u64> {
        self.retry_after
    }

    /// `asset`'s text, with its content type.
    pub fn asset(asset: &Asset) -> Response {
        Response::new(200, asset.mime, asset.body)
    }

    /// A stream of server-sent events under `key` ([`super::sse`]): it sends `event()`
    /// at once, then again each time `signal` is notified (when the text differs from the
    /// last one sent), a comment line when quiet, until the client goes, a newer stream
    /// takes its place or the server stops. `event` runs on a handler thread (it may take
    /// a lock); its text must be one line.
    pub fn stream(
        key: StreamKey,
        signal: &Signal,
        event: impl Fn() -> String + Send + Sync + 'static,
    ) -> Response {
        Response {
            status: 200,
            mime: "text/event-stream",
            payload: Payload::Events(EventFeed {
                key,
                changes: signal.subscribe(),
                event: Arc::new(event),
            }),
            close: false,
            retry_after: None,
            attachment: None,
        }
    }

    /// Its status.
    pub fn status(&self) -> u16 {
        self.status
    }

    /// Its body as text, if it is sent whole and is UTF-8 (not a stream).
    pub fn text(&self) -> Option<&str> {
        match &self.payload {
            Payload::Bytes(b) => std::str::from_utf8(b).ok(),
            Payload::Events(_) => None,
        }
    }

    /// True if it is a stream of events.
    pub fn is_stream(&self) -> bool {
        matches!(self.payload, Payload::Events(_))
    }
}
