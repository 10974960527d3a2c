//! The seats' tokens: the secret part of each seat page's link, and what every action
//! carries to say which seat acts.
//!
//! A token is 16 bytes (128 bits) from the operating system's random source, written as
//! 32 hexadecimal digits. It travels in the page's address and, with each action, in the
//! `X-Seat-Token` header, never in a cookie: another site a player visits cannot make the
//! browser act for them.
//!
//! # The seat-link file
//!
//! The tokens are kept beside the session log, in `LOG.seats`, so a `--resume`d session
//! keeps them and the phones' links stay good. Whoever can choose that file chooses every
//! seat's key, so:
//!
//! * a new session writes a new file, readable and writable by its owner only (mode
//!   0600), whole or not at all (written and synced beside, then linked under its name
//!   only if nothing has it: [`create_whole`]); if `LOG.seats` exists already, the
//!   session is refused: it never adopts links it did not make;
//! * a resumed session reads the file only if it is a regular file (not a link), belongs
//!   to the user running the referee, and no one else may read or write it; a resumed
//!   session without the file (a log written by a session that did not serve) writes a
//!   new one as a new session does.

use std::fs::OpenOptions;
use std::io::{self, Read};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use crate::runtime::replace::create_whole;
use crate::xor_trie::{MAX_PLAYERS, Seat};

/// Bytes of randomness in a token.
pub const TOKEN_BYTES: usize = 16;

/// One token per possible seat, seat 1 first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tokens {
    seats: Vec<String>,
}

/// Why a session's seat links could not be had.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatsError {
    /// The file may not be used (it exists for a new session, or may not be trusted, or
    /// holds no tokens): the whole message.
    Refused(String),
    /// The file could not be written: the whole message.
    Write(String),
}

impl SeatsError {
    fn write(path: &Path, e: &io::Error) -> SeatsError {
        SeatsError::Write(format!(
            "cannot write the seat links to {}: {e}",
            path.display()
        ))
    }
}

impl std::fmt::Display for SeatsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatsError::Refused(why) | SeatsError::Write(why) => f.write_str(why),
        }
    }
}

/// Most bytes read of a seat-link file (it holds 8 lines of 33).
const MAX_FILE_BYTES: u64 = 4096;

/// The text of the file at `path`, if there is one and it may be trusted: a regular file
/// (not a link), owned by this process's user, that no one else may read or write.
/// `Ok(None)`: there is no file. The checks are made on the file opened, so what is read is
/// what was checked.
///
/// # Errors
/// Why it may not be trusted, or cannot be read, in words.
fn read_trusted(path: &Path) -> Result<Option<String>, String> {
    let opened = OpenOptions::new()
        .read(true)
        // Never through a link; never waiting on a pipe.
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(path);
    let file = match opened {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => {
            return Err("it is a symbolic link".into());
        }
        Err(e) => return Err(format!("it cannot be read: {e}")),
    };
    let meta = file
        .metadata()
        .map_err(|e| format!("it cannot be read: {e}"))?;
    if !meta.is_file() {
        return Err("it is not a regular file".into());
    }
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if meta.uid() != me {
        return Err(format!(
            "it belongs to another user (user id {}, not {me})",
            meta.uid()
        ));
    }
    let mode = meta.mode() & 0o7777;
    if mode & 0o077 != 0 {
        return Err(format!(
            "its mode is {mode:04o}, so others may read or change it (the links must be its owner's alone: chmod 600)"
        ));
    }
    let mut text = String::new();
    file.take(MAX_FILE_BYTES)
        .read_to_string(&mut text)
        .map_err(|e| format!("it cannot be read: {e}"))?;
    Ok(Some(text))
}

/// A fresh token: [`TOKEN_BYTES`] random bytes in hexadecimal.
///
/// # Errors
/// The system's random source failed.
fn fresh() -> io::Result<String> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::fill(&mut bytes).map_err(io::Error::other)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// True if `s` has the form of a token (32 lowercase hexadecimal digits).
fn well_formed(s: &str) -> bool {
    s.len() == 2 * TOKEN_BYTES && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// Equality of two byte strings in a time that does not depend on where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

impl Tokens {
    /// Fresh tokens for every possible seat.
    ///
    /// # Errors
    /// The system's random source failed.
    pub fn fresh() -> io::Result<Tokens> {
        let seats = (0..MAX_PLAYERS)
            .map(|_| fresh())
            .collect::<io::Result<_>>()?;
        Ok(Tokens { seats })
    }

    /// Where the tokens of the session logged at `log` are kept.
    pub fn path_for(log: &Path) -> PathBuf {
        let mut name = log.as_os_str().to_owned();
        name.push(".seats");
        PathBuf::from(name)
    }

    /// Fresh tokens for a new session logged at `log`, written to their new file
    /// ([`Tokens::path_for`]; see the module's docs).
    ///
    /// # Errors
    /// The file exists already ([`SeatsError::Refused`]), or cannot be written
    /// ([`SeatsError::Write`]; nothing is left of it).
    pub fn new_session(log: &Path) -> Result<Tokens, SeatsError> {
        let path = Tokens::path_for(log);
        let tokens = Tokens::fresh().map_err(|e| SeatsError::write(&path, &e))?;
        match create_whole(&path, tokens.text().as_bytes(), 0o600) {
            Ok(()) => Ok(tokens),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                Err(SeatsError::Refused(format!(
                    "{} exists: a new session never takes its seat links from a file it did not write; remove it, or continue its session with --resume {}",
                    path.display(),
                    log.display()
                )))
            }
            Err(e) => Err(SeatsError::write(&path, &e)),
        }
    }

    /// The tokens of the session logged at `log`, resumed: those kept in its file if it
    /// may be trusted, or fresh ones as for [`Tokens::new_session`] if there is no file.
    ///
    /// # Errors
    /// The file may not be trusted or does not hold the tokens ([`SeatsError::Refused`]),
    /// or a new one cannot be written ([`SeatsError::Write`]).
    pub fn resumed_session(log: &Path) -> Result<Tokens, SeatsError> {
        let path = Tokens::path_for(log);
        let refused = |why: String| {
            SeatsError::Refused(format!(
                "{} does not hold this session's seat links: {why}",
                path.display()
            ))
        };
        let Some(text) = read_trusted(&path).map_err(refused)? else {
            return Tokens::new_session(log);
        };
        let seats: Vec<String> = text.lines().map(str::to_string).collect();
        if seats.len() != MAX_PLAYERS || !seats.iter().all(|s| well_formed(s)) {
            return Err(refused(format!(
                "it should hold {MAX_PLAYERS} seat tokens, one a line"
            )));
        }
        Ok(Tokens { seats })
    }

    /// The file's text: one token a line.
    fn text(&self) -> String {
        format!("{}\n", self.seats.join("\n"))
    }

    /// The token of `seat`.
    ///
    /// # Panics
    /// If `seat` is beyond [`MAX_PLAYERS`].
    pub fn of(&self, seat: Seat) -> &str {
        &self.seats[seat.index()]
    }

    /// The seat whose token is `token`, if any; every seat's token is compared in full,
    /// in constant time, whatever matches.
    pub fn seat(&self, token: &str) -> Option<Seat> {
        let mut found = None;
        for (i, t) in self.seats.iter().enumerate() {
            if same(t.as_bytes(), token.as_bytes()) {
                found = Some(i);
            }
        }
        found.map(Seat::from_index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn tokens_are_random_hexadecimal_and_name_their_seat_only() {
        let t = Tokens::fresh().unwrap();
        let u = Tokens::fresh().unwrap();
        for seat in Seat::all(MAX_PLAYERS) {
            assert!(well_formed(t.of(seat)), "{}", t.of(seat));
            assert_eq!(t.seat(t.of(seat)), Some(seat));
            assert_eq!(u.seat(t.of(seat)), None, "another session's token");
            assert_ne!(t.of(seat), u.of(seat));
        }
        let one = t.of(Seat::all(4).next().unwrap());
        assert_eq!(t.seat(&one[..31]), None);
        assert_eq!(t.seat(""), None);
        assert_eq!(t.seat(&one.to_uppercase()), None);
    }

    #[test]
    fn tokens_are_kept_beside_the_log_and_read_back() {
        let dir = std::env::temp_dir().join(format!("grundy-tokens-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let log = dir.join("night.txt");
        let path = Tokens::path_for(&log);
        assert!(path.ends_with("night.txt.seats"));
        let made = Tokens::new_session(&log).unwrap();
        assert_eq!(Tokens::resumed_session(&log).unwrap(), made);
        let mode = fs::metadata(&path).unwrap().mode();
        assert_eq!(mode & 0o777, 0o600, "readable by its owner only");
        // A new session never adopts a file it did not write.
        let SeatsError::Refused(why) = Tokens::new_session(&log).unwrap_err() else {
            panic!("refused");
        };
        assert!(why.contains("never takes its seat links"), "{why}");
        assert_eq!(Tokens::resumed_session(&log).unwrap(), made);
        // Others may read it: not trusted.
        fs::set_permissions(&path, fs::Permissions::from_mode(0o640)).unwrap();
        let SeatsError::Refused(why) = Tokens::resumed_session(&log).unwrap_err() else {
            panic!("refused");
        };
        assert!(why.ends_with("its mode is 0640, so others may read or change it (the links must be its owner's alone: chmod 600)"), "{why}");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
        fs::write(&path, "abc\n").unwrap();
        assert!(Tokens::resumed_session(&log).is_err());
        // A link, even to a good file, is not read.
        fs::remove_file(&path).unwrap();
        let elsewhere = dir.join("elsewhere");
        fs::write(&elsewhere, made.text()).unwrap();
        fs::set_permissions(&elsewhere, fs::Permissions::from_mode(0o600)).unwrap();
        std::os::unix::fs::symlink(&elsewhere, &path).unwrap();
        let SeatsError::Refused(why) = Tokens::resumed_session(&log).unwrap_err() else {
            panic!("refused");
        };
        assert!(why.ends_with("it is a symbolic link"), "{why}");
        // No file at all: a resumed session makes one.
        fs::remove_file(&path).unwrap();
        let fresh = Tokens::resumed_session(&log).unwrap();
        assert_ne!(fresh, made);
        assert_eq!(Tokens::resumed_session(&log).unwrap(), fresh);
        fs::remove_dir_all(&dir).unwrap();
    }
}
