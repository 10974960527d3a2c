//! Writing a file whole, the safe way, for any program of the suite that regenerates one
//! (the bundler's submissions, `sg_table --svg`'s picture, the referee's session log): the
//! new text goes to a new file beside the old one, which is then renamed over the old name.
//! A rename replaces the directory entry itself, so whatever the old name pointed at is
//! never written: a symbolic link is replaced by the new file (its target keeps its text),
//! a file with other hard links keeps its text under those names, and a reader never sees
//! half a file.
//!
//! [`create_whole`] does the same for a file that must be new (a secret): the file beside
//! gets the name only if nothing has it yet.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

/// What a name held before [`replace_file`] put the new file there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Replaced {
    /// Nothing: the file is new.
    Nothing,
    /// A file of its own, now replaced.
    File,
    /// A symbolic link to this path (as the link says it), which is untouched.
    Link(PathBuf),
    /// A file that also had this many other names (hard links), which keep the old text.
    HardLink(u64),
}

/// Writes `text` to a new file beside `path` and renames it over `path`; returns what
/// `path` held before. Never writes through a link (see the module docs). The new file
/// gets the usual permissions of a new file (the process's umask).
///
/// ```
/// use grundy::runtime::replace::{Replaced, replace_file};
/// let dir = std::env::temp_dir().join(format!("replace-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let (path, target) = (dir.join("a.rs"), dir.join("elsewhere.rs"));
/// std::fs::write(&target, "keep").unwrap();
/// let _ = std::fs::remove_file(&path);
/// std::os::unix::fs::symlink(&target, &path).unwrap();
/// assert_eq!(replace_file(&path, b"new").unwrap(), Replaced::Link(target.clone()));
/// assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep");
/// assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
/// assert!(!std::fs::symlink_metadata(&path).unwrap().file_type().is_symlink());
/// assert_eq!(replace_file(&path, b"newer").unwrap(), Replaced::File);
/// std::fs::remove_dir_all(&dir).unwrap();
/// ```
///
/// # Errors
/// If `path` has no file name, or the new file cannot be created, written or renamed
/// (the new file is then removed, and `path` is as it was).
pub fn replace_file(path: &Path, text: &[u8]) -> io::Result<Replaced> {
    replace_file_with(path, text, |_| Ok(())).map(|(_, before)| before)
}

/// [`replace_file`], calling `ready` on the new file once it holds `text` and before it is
/// renamed over `path` (to lock it, say), and returning the new file, open for writing at
/// its end.
///
/// # Errors
/// As [`replace_file`], or `ready`'s error (the new file is then removed, and `path` is
/// as it was).
pub fn replace_file_with(
    path: &Path,
    text: &[u8],
    ready: impl FnOnce(&File) -> io::Result<()>,
) -> io::Result<(File, Replaced)> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let before = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => Replaced::Link(std::fs::read_link(path)?),
        Ok(m) if m.is_dir() => {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "it is a directory",
            ));
        }
        Ok(m) if m.nlink() > 1 => Replaced::HardLink(m.nlink() - 1),
        Ok(_) => Replaced::File,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Replaced::Nothing,
        Err(e) => return Err(e),
    };
    let (temp, mut file) = beside(path, name, 0o666)?;
    let written = synced(&mut file, text)
        .and_then(|()| ready(&file))
        .and_then(|()| std::fs::rename(&temp, path));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&temp);
        return Err(e);
    }
    Ok((file, before))
}

/// A new file beside `path` (named `.NAME.PID.new`), created with permissions `mode`
/// (less the umask), and its name.
fn beside(path: &Path, name: &std::ffi::OsStr, mode: u32) -> io::Result<(PathBuf, File)> {
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.new", std::process::id()));
    let temp = path.with_file_name(temp_name);
    let create = || {
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(mode)
            .open(&temp)
    };
    // `create_new` never follows a link; a file left by a killed run of this process id
    // is removed first (removing a link removes the link, not its target).
    let file = match create() {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            std::fs::remove_file(&temp)?;
            create()?
        }
        other => other?,
    };
    Ok((temp, file))
}

/// Writes `text` to `file` and waits until it is on the disk.
fn synced(file: &mut File, text: &[u8]) -> io::Result<()> {
    file.write_all(text)?;
    file.sync_all()
}

/// Creates `path` holding `text`, whole or not at all, readable and writable by the
/// owner only if `mode` says so (`0o600`): the text goes to a new file beside `path`
/// ([`replace_file`]'s way), which is written and synced to the disk, then linked under
/// the name `path` only if nothing has that name (a link, unlike a rename, never replaces
/// anything), and the name beside removed. A failure part-way (a full disk) leaves nothing
/// behind, neither `path` nor the file beside.
///
/// ```
/// use grundy::runtime::replace::create_whole;
/// let dir = std::env::temp_dir().join(format!("create-doc-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// let path = dir.join("secret");
/// let _ = std::fs::remove_file(&path);
/// create_whole(&path, b"mine", 0o600).unwrap();
/// let again = create_whole(&path, b"theirs", 0o600).unwrap_err();
/// assert_eq!(again.kind(), std::io::ErrorKind::AlreadyExists);
/// assert_eq!(std::fs::read_to_string(&path).unwrap(), "mine");
/// assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
/// std::fs::remove_dir_all(&dir).unwrap();
/// ```
///
/// # Errors
/// `AlreadyExists` if `path` exists (a link to nowhere included); otherwise the new file
/// could not be created, written, synced or named (and nothing is left).
pub fn create_whole(path: &Path, text: &[u8], mode: u32) -> io::Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let (temp, mut file) = beside(path, name, mode)?;
    let placed = synced(&mut file, text).and_then(|()| match std::fs::hard_link(&temp, path) {
        // A file system without hard links: a rename, after the check (two steps there,
        // where a link is one).
        Err(e) if e.kind() != io::ErrorKind::AlreadyExists => match taken(path) {
            true => Err(io::ErrorKind::AlreadyExists.into()),
            false => std::fs::rename(&temp, path),
        },
        linked => linked,
    });
    let _ = std::fs::remove_file(&temp);
    placed?;
    // The new name itself on the disk (best effort: some systems cannot sync a directory).
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(d) = File::open(dir)
    {
        let _ = d.sync_all();
    }
    Ok(())
}

/// True if something has the name `path` (a link to nowhere included).
fn taken(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// Where files written under `dir` really go when `dir`, or a directory on the way to it
/// from `base`, is a symbolic link: the directory the links lead to. `None` when no
/// component from `base` to `dir` is a link (or `dir` does not exist yet).
pub fn link_destination(base: &Path, dir: &Path) -> Option<PathBuf> {
    let rest = dir.strip_prefix(base).ok()?;
    let mut at = base.to_path_buf();
    let mut linked = false;
    for part in rest.components() {
        at.push(part);
        linked |= std::fs::symlink_metadata(&at).is_ok_and(|m| m.file_type().is_symlink());
    }
    if linked {
        std::fs::canonicalize(dir).ok()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("replace-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_hard_link_keeps_the_old_text_under_its_other_name() {
        let dir = scratch("hard");
        let (path, other) = (dir.join("a.rs"), dir.join("other.rs"));
        std::fs::write(&other, "keep").unwrap();
        std::fs::hard_link(&other, &path).unwrap();
        assert_eq!(replace_file(&path, b"new").unwrap(), Replaced::HardLink(1));
        assert_eq!(std::fs::read_to_string(&other).unwrap(), "keep");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_new_file_and_no_leftovers() {
        let dir = scratch("new");
        let path = dir.join("a.rs");
        assert_eq!(replace_file(&path, b"one").unwrap(), Replaced::Nothing);
        assert_eq!(replace_file(&path, b"two").unwrap(), Replaced::File);
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["a.rs"]);
        assert!(
            replace_file(&dir, b"x").is_err(),
            "a directory is not replaced"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_linked_directory_is_found_on_the_way() {
        let dir = scratch("dirs");
        std::fs::create_dir_all(dir.join("away/std")).unwrap();
        std::os::unix::fs::symlink(dir.join("away"), dir.join("submit")).unwrap();
        std::fs::create_dir_all(dir.join("plain/std")).unwrap();
        let away = std::fs::canonicalize(dir.join("away/std")).unwrap();
        assert_eq!(link_destination(&dir, &dir.join("submit/std")), Some(away));
        assert_eq!(link_destination(&dir, &dir.join("plain/std")), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
