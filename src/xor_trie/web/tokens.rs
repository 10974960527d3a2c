//! The seats' tokens: the secret part of each seat page's link, and what every action
//! carries to say which seat acts.
//!
//! A token is 16 bytes (128 bits) from the operating system's random source, written as
//! 32 hexadecimal digits. It travels in the page's address and, with each action, in the
//! `X-Seat-Token` header, never in a cookie: another site a player visits cannot make the
//! browser act for them. The tokens are kept beside the session log (`LOG.seats`, readable
//! by its owner only), so a `--resume`d session keeps them and the phones' links stay good.

use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::xor_trie::{MAX_PLAYERS, Seat};

/// Bytes of randomness in a token.
pub const TOKEN_BYTES: usize = 16;

/// One token per possible seat, seat 1 first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tokens {
    seats: Vec<String>,
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

    /// The tokens kept at `path`, or fresh ones written there (readable by the owner only)
    /// if there is no such file.
    ///
    /// # Errors
    /// The file cannot be read or written, or does not hold one token a line for every
    /// possible seat.
    pub fn load_or_create(path: &Path) -> io::Result<Tokens> {
        match fs::read_to_string(path) {
            Ok(text) => {
                let seats: Vec<String> = text.lines().map(str::to_string).collect();
                if seats.len() != MAX_PLAYERS || !seats.iter().all(|s| well_formed(s)) {
                    return Err(io::Error::new(
                        io::ErrorKind::InvalidData,
                        format!("it should hold {MAX_PLAYERS} seat tokens, one a line"),
                    ));
                }
                Ok(Tokens { seats })
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                let tokens = Tokens::fresh()?;
                let mut options = OpenOptions::new();
                options.write(true).create_new(true);
                #[cfg(unix)]
                std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
                let mut file = options.open(path)?;
                file.write_all(format!("{}\n", tokens.seats.join("\n")).as_bytes())?;
                Ok(tokens)
            }
            Err(e) => Err(e),
        }
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
        fs::create_dir_all(&dir).unwrap();
        let path = Tokens::path_for(&dir.join("night.txt"));
        assert!(path.ends_with("night.txt.seats"));
        let _ = fs::remove_file(&path);
        let made = Tokens::load_or_create(&path).unwrap();
        assert_eq!(Tokens::load_or_create(&path).unwrap(), made);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o077, 0, "readable by its owner only");
        }
        fs::write(&path, "abc\n").unwrap();
        assert!(Tokens::load_or_create(&path).is_err());
        fs::remove_dir_all(&dir).unwrap();
    }
}
