//! The session log of a live session ([`SessionLog`]): every line that was applied, as
//! typed, one a line, written as soon as it is applied. A line taken back by `undo` is
//! taken out of the file too, so the file always holds the game as played: a script that
//! the batch referee replays to the same transcript, and that `--resume` continues.
//!
//! # Where it goes
//!
//! `--save FILE` names the file (an existing file is refused: `--resume FILE` continues
//! one). Otherwise the log gets an automatic name, `xor-trie-YYYY-MM-DD-HHMM.txt` (local
//! time of the start, `-2`, `-3`, … added if that name is taken), in the state directory of
//! the XDG base directory convention: `$XDG_STATE_HOME/grundy/`, by default
//! `~/.local/state/grundy/`; where that cannot be created, the system's temporary
//! directory. The live session's banner names the file. A log is never overwritten: every
//! file is created new.
//!
//! # One session per log, and whole lines only
//!
//! A session holds an exclusive lock (`flock`) on its log while it runs: a second referee
//! on the same file is refused, while the lock of a killed session goes with its process,
//! so its log still resumes. A line is appended with its newline in one write; if the write
//! fails part-way (a full disk, a file-size limit), what it wrote is cut off again, so the
//! file holds whole lines only. A file that still ends without a newline (a machine that
//! stopped in the middle of a write) loses that unfinished last line, with a note
//! ([`unfinished_note`]), by one rule ([`whole_lines`]) both when it is resumed and when
//! batch mode replays it: an action the table never saw acknowledged does not come back
//! changed (`2 end keep 447 403` cut to `2 end keep 447` would keep one card, not two).
//!
//! # Nothing lost when the file goes
//!
//! The session holds every byte it wrote. Before each write it checks that the file at the
//! log's path is still the one it writes (the same device and inode, still linked, and as
//! long as written); if it is not (the file was deleted, moved, replaced or cut), the whole
//! session is written again to that path (to a new file, renamed over the path) and the
//! session goes on with that file, saying so in one line on the terminal. If another
//! session's log now stands at the path, that one is left alone and this session goes on
//! in a new file beside it (`-2`, `-3`, … added to the name). The same check is made after
//! every line, applied or not, and at the session's end ([`SessionLog::check`]), so a file
//! that went is back before the session names it again.
//!
//! Writing it again takes no new file descriptor: from the start the session holds a
//! spare, unnamed file in the log's directory (`O_TMPFILE`), which gets the session's bytes
//! and is linked under a temporary name (through `/proc/self/fd`), then renamed over the
//! path; only then is a new spare opened, in the descriptor the old file leaves. So a
//! process whose descriptors are all taken (a flood of connections to `--serve`) still
//! puts its log back. (Where the file system has no unnamed files, the ordinary way of
//! [`crate::runtime::replace`] is taken.)
//!
//! Where the log cannot be written again (its directory gone or read-only), the session's
//! bytes go to a new file in the state directory ([`state_dir`], else the temporary
//! directory), named after the log (`night-rescued.txt`, `-2`, …): the error
//! ([`Lost`]) says where, and the session ends (status 1). Were even that impossible, the
//! error carries the bytes, for the terminal.
//!
//! A log whose header cannot be written (a full disk, a file-size limit) is removed again:
//! nothing is left behind, and the same command works once there is room
//! ([`header_unwritten`]).

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::os::fd::AsRawFd;
use std::os::unix::fs::{FileExt, MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

/// Largest log `--resume` reads: 64 MiB, a match of thousands of rounds.
pub const MAX_LOG_BYTES: u64 = 64 << 20;

/// A session log file: its lines, and where each applied line starts, so an `undo` can cut
/// the last one off.
#[derive(Debug)]
pub struct SessionLog {
    file: File,
    path: PathBuf,
    /// Byte offset of each applied line in the file, in order.
    offsets: Vec<u64>,
    /// Bytes in the file.
    len: u64,
    /// Every byte of the file, to write it again if the file goes.
    text: Vec<u8>,
    /// The unfinished last line a resumed file ended with, dropped.
    dropped: Option<String>,
    /// An unnamed file in the log's directory, ready to become the log again without a
    /// new descriptor (see the module docs); `None` where the file system has none.
    spare: Option<File>,
    /// The language of the notes it gives on the terminal.
    lang: crate::i18n::Lang,
    /// Once the log was lost at its path: why, and where its bytes went (or why nowhere);
    /// every later check gives the same [`Lost`], without writing them again.
    gone: Option<(String, Result<PathBuf, String>)>,
}

/// Why a session's log is lost at its path: it could not be written there again. The
/// session's bytes were written elsewhere (`rescued`), or, where nothing could be written,
/// they are here (`text`).
#[derive(Debug)]
pub struct Lost {
    /// The log's path.
    pub path: PathBuf,
    /// Why it could not be written there again.
    pub why: io::Error,
    /// Where the session's bytes are now, or why they could be written nowhere.
    pub rescued: Result<PathBuf, io::Error>,
    /// The session's lines (its header included).
    pub lines: usize,
    /// The session's bytes, for the terminal when they could be written nowhere.
    pub text: Vec<u8>,
}

impl std::fmt::Display for Lost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the session log {} is lost: {}",
            self.path.display(),
            self.why
        )
    }
}

impl std::error::Error for Lost {}

/// The [`Lost`] an error of the log carries, if it is one.
pub fn lost(e: &io::Error) -> Option<&Lost> {
    e.get_ref()?.downcast_ref::<Lost>()
}

/// The header of a new log could not be written (its file was removed again).
#[derive(Debug)]
struct HeaderUnwritten(io::Error);

impl std::fmt::Display for HeaderUnwritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for HeaderUnwritten {}

/// True if `e` says that a new log's header could not be written ([`SessionLog::create`]
/// left nothing behind): a write error, not a bad name.
pub fn header_unwritten(e: &io::Error) -> bool {
    e.get_ref().is_some_and(|i| i.is::<HeaderUnwritten>())
}

/// The whole lines of `bytes` (up to and with its last newline) and the unfinished line
/// after them, if it holds anything but whitespace: the one rule for a log (or a script)
/// that ends without a newline, where the last line may have been cut in the middle of a
/// write. It is dropped, never applied.
///
/// ```
/// use grundy::xor_trie::protocol::log::whole_lines;
/// assert_eq!(whole_lines(b"players 4\n2 end keep 447"), (&b"players 4\n"[..], Some("2 end keep 447".into())));
/// assert_eq!(whole_lines(b"players 4\n"), (&b"players 4\n"[..], None));
/// assert_eq!(whole_lines(b"players 4\n  "), (&b"players 4\n"[..], None));
/// ```
pub fn whole_lines(bytes: &[u8]) -> (&[u8], Option<String>) {
    let whole = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let rest = &bytes[whole..];
    let dropped = (!rest.iter().all(|&b| crate::input::is_space(b)))
        .then(|| String::from_utf8_lossy(rest).into_owned());
    (&bytes[..whole], dropped)
}

/// The note both modes give for an unfinished last line dropped ([`whole_lines`]): the
/// line quoted on one printable line.
///
/// ```
/// use grundy::xor_trie::protocol::log::unfinished_note;
/// assert_eq!(
///     unfinished_note("2 end keep 447"),
///     "note: the unfinished last line (no newline at its end) was dropped, never acknowledged: `2 end keep 447`"
/// );
/// ```
pub fn unfinished_note(line: &str) -> String {
    let shown = crate::runtime::cli::one_line(line);
    format!(
        "note: the unfinished last line (no newline at its end) was dropped, never acknowledged: `{shown}`"
    )
}

/// Takes the exclusive lock of a session on `file`, without waiting.
///
/// # Errors
/// If another session holds it (the message says so), or the lock cannot be taken.
fn lock(file: &File) -> io::Result<()> {
    // SAFETY: `flock` on a descriptor this `File` owns and keeps open; it only takes an
    // advisory lock, released when the descriptor is closed (or its process ends).
    let rc = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if rc == 0 {
        return Ok(());
    }
    let e = io::Error::last_os_error();
    if e.kind() == io::ErrorKind::WouldBlock {
        Err(io::Error::new(
            io::ErrorKind::WouldBlock,
            "another referee session is writing it (one session per log)",
        ))
    } else {
        Err(e)
    }
}

impl SessionLog {
    /// Creates a new log at `path`, starting with a comment that says what it is.
    ///
    /// # Errors
    /// If `path` exists (it is never overwritten) or cannot be created or written.
    /// If the header cannot be written, the file is removed again ([`header_unwritten`]
    /// tells that error apart).
    pub fn create(path: &Path) -> io::Result<SessionLog> {
        let file = OpenOptions::new().write(true).create_new(true).open(path)?;
        lock(&file)?;
        let mut log = SessionLog {
            file,
            path: path.to_path_buf(),
            offsets: Vec::new(),
            len: 0,
            text: Vec::new(),
            dropped: None,
            spare: None,
            lang: crate::i18n::Lang::En,
            gone: None,
        };
        let header = format!(
            "# XOR-Trie session log of xor_trie_referee, started {}\n\
             # replay: xor_trie_referee < FILE; resume: xor_trie_referee --resume FILE\n",
            local_time().unwrap_or_else(|| "at an unknown time".into())
        );
        if let Err(e) = log.write(&header) {
            // Nothing left behind: the file this call made goes (if it is still the one).
            if log.in_place() {
                let _ = std::fs::remove_file(path);
            }
            return Err(io::Error::new(e.kind(), HeaderUnwritten(e)));
        }
        log.spare = spare_beside(path);
        Ok(log)
    }

    /// Creates a new log with an automatic name in [`state_dir`] (see the module docs).
    ///
    /// # Errors
    /// If no file can be created there nor in the temporary directory.
    pub fn automatic() -> io::Result<SessionLog> {
        let stamp = local_stamp().unwrap_or_else(|| "session".into());
        let dir = state_dir();
        let dir = match std::fs::create_dir_all(&dir) {
            Ok(()) => dir,
            Err(_) => std::env::temp_dir(),
        };
        let mut last = None;
        for k in 1..=100 {
            let suffix = if k == 1 {
                String::new()
            } else {
                format!("-{k}")
            };
            let path = dir.join(format!("xor-trie-{stamp}{suffix}.txt"));
            match SessionLog::create(&path) {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
                result => return result,
            }
        }
        Err(last.expect("a hundred names were tried"))
    }

    /// Opens the log at `path` to continue it, locked; returns it with its bytes, which the
    /// caller replays, calling [`SessionLog::mark`] for each line applied. An unfinished
    /// last line (no newline after it) is cut off the file and left out of the bytes
    /// ([`SessionLog::dropped`] holds it).
    ///
    /// # Errors
    /// If the file is not a regular file (a device could be endless), is larger than
    /// [`MAX_LOG_BYTES`], is in use by another session, or cannot be read or opened for
    /// writing.
    pub fn resume(path: &Path) -> io::Result<(SessionLog, Vec<u8>)> {
        if !std::fs::metadata(path)?.is_file() {
            return Err(io::Error::other("it is not a regular file"));
        }
        let mut file = OpenOptions::new().read(true).write(true).open(path)?;
        lock(&file)?;
        let mut bytes = Vec::new();
        (&mut file)
            .take(MAX_LOG_BYTES + 1)
            .read_to_end(&mut bytes)?;
        if bytes.len() as u64 > MAX_LOG_BYTES {
            return Err(io::Error::other(format!(
                "it is larger than {MAX_LOG_BYTES} bytes"
            )));
        }
        let (whole, dropped) = whole_lines(&bytes);
        let whole = whole.len();
        if whole < bytes.len() {
            file.set_len(whole as u64)?;
            bytes.truncate(whole);
        }
        let len = file.seek(SeekFrom::Start(whole as u64))?;
        let log = SessionLog {
            file,
            path: path.to_path_buf(),
            offsets: Vec::new(),
            len,
            text: bytes.clone(),
            dropped,
            spare: spare_beside(path),
            lang: crate::i18n::Lang::En,
            gone: None,
        };
        Ok((log, bytes))
    }

    /// The unfinished last line a resumed file ended with, which was dropped (see
    /// [`whole_lines`]).
    pub fn dropped(&self) -> Option<&str> {
        self.dropped.as_deref()
    }

    /// Records that the line starting at byte `offset` of a resumed file was applied (so an
    /// `undo` cuts the file there).
    pub fn mark(&mut self, offset: u64) {
        self.offsets.push(offset);
    }

    /// Gives the notes about the file (written again, gone beside) in `lang`.
    pub fn speak(&mut self, lang: crate::i18n::Lang) {
        self.lang = lang;
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends an applied line and flushes it to the file: the line is written whole or
    /// not at all.
    ///
    /// # Errors
    /// If the file cannot be written (what a failed write left of the line is cut off).
    pub fn append(&mut self, line: &str) -> io::Result<()> {
        let at = self.len;
        self.write(&format!("{line}\n"))?;
        self.offsets.push(at);
        Ok(())
    }

    /// Cuts the last `n` applied lines off the file (an `undo`).
    ///
    /// # Errors
    /// If the file cannot be cut; without that many applied lines, it cuts what there is.
    pub fn remove_last(&mut self, n: usize) -> io::Result<()> {
        let keep = self.offsets.len().saturating_sub(n);
        if let Some(&offset) = self.offsets.get(keep) {
            self.keep_in_place()?;
            self.file.set_len(offset)?;
            self.file.seek(SeekFrom::Start(offset))?;
            self.len = offset;
            self.text.truncate(offset as usize);
            self.offsets.truncate(keep);
        }
        Ok(())
    }

    /// Checks that the file at the log's path is still this session's log, whole (the same
    /// device and inode, still linked, as long as written), and if it is not, writes the
    /// whole session there again and says so on the terminal (see the module docs). Made
    /// before every write, after every line and at the session's end.
    ///
    /// # Errors
    /// The session cannot be written there again: a [`Lost`] ([`lost`]), after the
    /// session's bytes were written elsewhere if they could be.
    pub fn check(&mut self) -> io::Result<()> {
        self.keep_in_place()
    }

    /// True if the file at the log's path is the one this session writes, whole.
    fn in_place(&self) -> bool {
        let Ok(mine) = self.file.metadata() else {
            return false;
        };
        let same = std::fs::metadata(&self.path)
            .is_ok_and(|m| (m.dev(), m.ino()) == (mine.dev(), mine.ino()));
        same && mine.nlink() >= 1 && mine.len() == self.len
    }

    /// Before a write: if the file at the log's path is no longer the one written (see the
    /// module docs), writes the whole session there again and says so on the terminal.
    ///
    /// # Errors
    /// If the session cannot be written again: a [`Lost`], the session's bytes rescued.
    fn keep_in_place(&mut self) -> io::Result<()> {
        if let Some((why, rescued)) = &self.gone {
            return Err(self.lost(
                io::Error::other(why.clone()),
                rescued.clone().map_err(io::Error::other),
            ));
        }
        match self.put_back() {
            Ok(Some(note)) => {
                crate::runtime::cli::note(&note);
                Ok(())
            }
            Ok(None) => Ok(()),
            Err(why) => {
                let rescued = self.rescue();
                self.gone = Some((
                    why.to_string(),
                    rescued
                        .as_ref()
                        .map(PathBuf::clone)
                        .map_err(|e| e.to_string()),
                ));
                Err(self.lost(why, rescued))
            }
        }
    }

    /// The error of a log lost at its path.
    fn lost(&self, why: io::Error, rescued: io::Result<PathBuf>) -> io::Error {
        io::Error::other(Lost {
            path: self.path.clone(),
            why,
            rescued,
            lines: self.lines(),
            text: self.text.clone(),
        })
    }

    /// The lines of the session (the header's included).
    fn lines(&self) -> usize {
        self.text.iter().filter(|&&b| b == b'\n').count()
    }

    /// What [`SessionLog::keep_in_place`] does, returning its note (`None`: the file is in
    /// place).
    fn put_back(&mut self) -> io::Result<Option<String>> {
        if self.in_place() {
            return Ok(None);
        }
        let mine = self.file.metadata()?;
        let same = std::fs::metadata(&self.path)
            .is_ok_and(|m| (m.dev(), m.ino()) == (mine.dev(), mine.ino()));
        let was = self.path.display().to_string();
        let mut path = self.path.clone();
        if !same && held_by_another_session(&path) {
            path = free_name_beside(&path)?;
        }
        let placed = match self.spare.take() {
            Some(spare) => place(&spare, &path, &self.text).map(|()| spare),
            None => Err(io::Error::other("no spare file")),
        };
        let file = match placed {
            Ok(file) => file,
            Err(_) => crate::runtime::replace::replace_file_with(&path, &self.text, lock)?.0,
        };
        // The old file's descriptor is freed first: the new spare takes it.
        self.file = file;
        self.spare = spare_beside(&path);
        let n = self.lines();
        let note = if path == self.path {
            crate::msg!("card-log-written-again", path = was, n = n)
        } else {
            let beside = path.display().to_string();
            crate::msg!("card-log-goes-beside", path = was, beside = beside, n = n)
        };
        let note = note.render(self.lang);
        self.path = path;
        Ok(Some(note))
    }

    /// Writes the session's bytes to a new file in the state directory (else the
    /// temporary directory), named after the log: `night-rescued.txt`, `-2`, …. The spare
    /// file is closed first, so that a process short of descriptors has one.
    ///
    /// # Errors
    /// No file could be made in either directory: the last error.
    fn rescue(&mut self) -> io::Result<PathBuf> {
        self.spare = None;
        let stem = self.path.file_stem().unwrap_or_default().to_string_lossy();
        let stem = if stem.is_empty() {
            "xor-trie".into()
        } else {
            stem
        };
        let state = state_dir();
        let mut dirs = vec![state.clone(), std::env::temp_dir()];
        dirs.dedup();
        let mut last = io::Error::other("no directory to write in");
        for dir in dirs {
            if let Err(e) = std::fs::create_dir_all(&dir) {
                last = e;
                continue;
            }
            for k in 1..=100 {
                let suffix = if k == 1 {
                    String::new()
                } else {
                    format!("-{k}")
                };
                let at = dir.join(format!("{stem}-rescued{suffix}.txt"));
                match crate::runtime::replace::create_whole(&at, &self.text, 0o666) {
                    Ok(()) => return Ok(at),
                    Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = e,
                    Err(e) => {
                        last = e;
                        break;
                    }
                }
            }
        }
        Err(last)
    }

    /// Writes `text` at the end, whole: if the write fails part-way, the part written is
    /// cut off again.
    fn write(&mut self, text: &str) -> io::Result<()> {
        self.keep_in_place()?;
        if let Err(e) = self.file.write_all(text.as_bytes()) {
            // Best effort: the error that ends the session is the write's.
            let _ = self
                .file
                .set_len(self.len)
                .and_then(|()| self.file.seek(SeekFrom::Start(self.len)).map(drop));
            return Err(e);
        }
        self.len += text.len() as u64;
        self.text.extend_from_slice(text.as_bytes());
        Ok(())
    }
}

/// Whether another session holds the lock of the file at `path`. A file that cannot be
/// opened for want of a descriptor is taken to be another's: it is never overwritten.
fn held_by_another_session(path: &Path) -> bool {
    if std::fs::symlink_metadata(path).is_err() {
        return false;
    }
    match File::open(path) {
        Ok(f) => lock(&f).is_err_and(|e| e.kind() == io::ErrorKind::WouldBlock),
        Err(e) => matches!(e.raw_os_error(), Some(libc::EMFILE | libc::ENFILE)),
    }
}

/// An unnamed file (`O_TMPFILE`) in the directory of `path`, readable and writable: the
/// spare a log becomes when it is written again; `None` where the file system has none.
fn spare_beside(path: &Path) -> Option<File> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    OpenOptions::new()
        .read(true)
        .write(true)
        .mode(0o666)
        .custom_flags(libc::O_TMPFILE)
        .open(dir)
        .ok()
}

/// Makes the unnamed file `spare` the file at `path`, holding `text`, locked, its
/// position at its end: written and synced, linked under a temporary name beside `path`
/// (through `/proc/self/fd`, which takes no descriptor), then renamed over `path`.
///
/// # Errors
/// Any step failed (the temporary name is removed again; `path` is as it was).
fn place(spare: &File, path: &Path, text: &[u8]) -> io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    spare.set_len(0)?;
    spare.write_all_at(text, 0)?;
    spare.sync_all()?;
    lock(spare)?;
    (&*spare).seek(SeekFrom::Start(text.len() as u64))?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.new", std::process::id()));
    let temp = path.with_file_name(temp_name);
    let c = |p: &Path| std::ffi::CString::new(p.as_os_str().as_bytes()).map_err(io::Error::other);
    let from = c(Path::new(&format!("/proc/self/fd/{}", spare.as_raw_fd())))?;
    let to = c(&temp)?;
    // A name left by a killed run of this process id goes first.
    let _ = std::fs::remove_file(&temp);
    // SAFETY: both paths are NUL-terminated strings that live across the call; `linkat`
    // only reads them.
    let rc = unsafe {
        libc::linkat(
            libc::AT_FDCWD,
            from.as_ptr(),
            libc::AT_FDCWD,
            to.as_ptr(),
            libc::AT_SYMLINK_FOLLOW,
        )
    };
    if rc != 0 {
        return Err(io::Error::last_os_error());
    }
    std::fs::rename(&temp, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&temp);
    })
}

/// The first free name beside `path`: `night-2.txt`, `night-3.txt`, ….
///
/// # Errors
/// If a hundred names are taken.
fn free_name_beside(path: &Path) -> io::Result<PathBuf> {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let ext = path
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    (2..=100)
        .map(|k| path.with_file_name(format!("{stem}-{k}{ext}")))
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .ok_or_else(|| io::Error::other("no free name beside it"))
}

/// The directory of automatic logs: `$XDG_STATE_HOME/grundy` (an absolute
/// `XDG_STATE_HOME`), else `$HOME/.local/state/grundy`, else the temporary directory.
pub fn state_dir() -> PathBuf {
    let absolute = |v: std::ffi::OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    std::env::var_os("XDG_STATE_HOME")
        .and_then(absolute)
        .or_else(|| {
            std::env::var_os("HOME")
                .and_then(absolute)
                .map(|h| h.join(".local/state"))
        })
        .map_or_else(std::env::temp_dir, |base| base.join("grundy"))
}

/// The local time now, broken down, if the C library can tell it.
fn local_tm() -> Option<libc::tm> {
    // SAFETY: `time` with a null pointer only returns the time; `localtime_r` writes the
    // broken-down time into the `tm` we own (all-zero is a valid `tm`), and returns null on
    // failure, which is checked.
    unsafe {
        let now = libc::time(std::ptr::null_mut());
        let mut tm: libc::tm = std::mem::zeroed();
        (!libc::localtime_r(&now, &mut tm).is_null()).then_some(tm)
    }
}

/// `2026-03-14 21:30`, local time.
fn local_time() -> Option<String> {
    local_tm().map(|t| {
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            t.tm_year + 1900,
            t.tm_mon + 1,
            t.tm_mday,
            t.tm_hour,
            t.tm_min
        )
    })
}

/// `2026-03-14-2130`, local time, for a file name.
fn local_stamp() -> Option<String> {
    local_time().map(|t| t.replace(' ', "-").replace(':', ""))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("grundy-log-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_log_holds_the_applied_lines_and_undo_cuts_the_last() {
        let dir = scratch("undo");
        let path = dir.join("night.txt");
        let mut log = SessionLog::create(&path).unwrap();
        log.append("players 4").unwrap();
        log.append("seed 1").unwrap();
        log.append("1 play 16 self").unwrap();
        log.remove_last(1).unwrap();
        log.append("1 play 3 self").unwrap();
        log.append("1 end").unwrap();
        log.append("2 draw").unwrap();
        log.remove_last(2).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("# XOR-Trie session log"), "{text}");
        assert!(
            text.ends_with("\nplayers 4\nseed 1\n1 play 3 self\n"),
            "{text}"
        );
        // Never overwritten.
        let e = SessionLog::create(&path).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_resumed_log_goes_on_after_its_last_whole_line() {
        let dir = scratch("resume");
        let path = dir.join("cut.txt");
        std::fs::write(&path, "players 4\nseed 1\n4 end keep 17 ").unwrap();
        let (mut log, bytes) = SessionLog::resume(&path).unwrap();
        assert_eq!(
            bytes, b"players 4\nseed 1\n",
            "the unfinished line is dropped"
        );
        assert_eq!(log.dropped(), Some("4 end keep 17 "));
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "players 4\nseed 1\n"
        );
        log.mark(0);
        log.mark(10);
        log.append("1 play 16 self").unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "players 4\nseed 1\n1 play 16 self\n"
        );
        log.remove_last(2).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "players 4\n");
        log.append("seed 2").unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "players 4\nseed 2\n"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_log_whose_file_went_is_written_again_whole() {
        let dir = scratch("gone");
        let path = dir.join("night.txt");
        let mut log = SessionLog::create(&path).unwrap();
        log.append("players 4").unwrap();
        assert_eq!(log.put_back().unwrap(), None, "in place");
        std::fs::remove_file(&path).unwrap();
        let note = log.put_back().unwrap().unwrap();
        assert_eq!(
            note,
            format!(
                "note: the session log {} was deleted, moved or changed: the whole session (3 lines) is written there again",
                path.display()
            )
        );
        log.append("seed 1").unwrap();
        log.append("deal 1 2 4 8").unwrap();
        log.remove_last(1).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.ends_with("\nplayers 4\nseed 1\n"), "{text}");
        // Still locked: the file written again is this session's.
        assert!(SessionLog::resume(&path).is_err());
        // Another session's log at the path is left alone.
        std::fs::remove_file(&path).unwrap();
        let other = SessionLog::create(&path).unwrap();
        let note = log.put_back().unwrap().unwrap();
        assert!(note.ends_with(" (all its 4 lines written there)"), "{note}");
        assert_eq!(log.path(), dir.join("night-2.txt"));
        log.append("deal 1 2 4 8").unwrap();
        let text = std::fs::read_to_string(dir.join("night-2.txt")).unwrap();
        assert!(
            text.ends_with("\nplayers 4\nseed 1\ndeal 1 2 4 8\n"),
            "{text}"
        );
        drop(other);
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .ends_with("resume FILE\n")
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn one_session_per_log() {
        let dir = scratch("lock");
        let path = dir.join("night.txt");
        let log = SessionLog::create(&path).unwrap();
        let e = SessionLog::resume(&path).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::WouldBlock);
        assert_eq!(
            e.to_string(),
            "another referee session is writing it (one session per log)"
        );
        drop(log);
        let (again, _) = SessionLog::resume(&path).unwrap();
        assert!(
            SessionLog::resume(&path).is_err(),
            "the resumed log is locked too"
        );
        drop(again);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn local_stamps_make_file_names() {
        let stamp = local_stamp().unwrap();
        assert_eq!(stamp.len(), "2026-03-14-2130".len(), "{stamp}");
        assert!(stamp.bytes().all(|b| b.is_ascii_digit() || b == b'-'));
    }
}
