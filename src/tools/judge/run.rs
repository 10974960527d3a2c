//! Running a program under limits: its input on stdin, its outputs collected, killed at the
//! time limit with everything it started, and its own peak memory measured.
//!
//! **Measuring the program alone.** Linux counts a process's peak memory (`ru_maxrss`)
//! from the address space it *had* when it called `exec`, not only the one it runs: `exec`
//! records the old address space's peak. A child that the judge starts directly (with
//! `posix_spawn`, which shares the judge's address space until `exec`, or with `fork`,
//! which copies it) therefore inherits the judge's own memory, and `cat >/dev/null` on a
//! 14.7 MB input would be "MLE 16.1 MiB". So the judge does not start the program itself.
//! It starts a *launcher*: the judge's own binary, run afresh with a hidden first argument
//! ([`LAUNCH`]), whose address space is a new and small one. The launcher `fork`s (a copy
//! of that small space), the copy `exec`s the program, and the launcher collects it with
//! `wait4(2)`. What `wait4` reports is then the peak of the program *and every descendant
//! it waited for* (so a command run through `sh -c` is measured with its real work, however
//! short-lived), plus at most the launcher's few hundred KiB of private memory at the fork.
//! Polling `/proc/<pid>/status` instead would miss programs that finish between two polls,
//! and would see only the shell.
//!
//! The launcher reports on a pipe at file descriptor 3, one line each: `pid P` once the
//! program runs (in a process group of its own, numbered `P`), then `exit STATUS KIB NANOS`
//! (the raw wait status, the peak in KiB, the wall time from `fork` to exit), or
//! `error <why>` if the program could not be started.
//!
//! **Every process a case starts ends with the case.** Killing the program's process group
//! is not enough: a descendant can leave it (`setsid`, `setpgid`, a double fork) and go on
//! running, holding the judge's pipes open. So the launcher is a *child subreaper*
//! (Linux's `prctl(PR_SET_CHILD_SUBREAPER)`): a descendant whose parent dies is given to the
//! launcher, not to `init`, wherever it moved. When the program ends (it exits, or the
//! judge asks the launcher to end it at the time limit with SIGTERM), the launcher kills
//! the program's process group and then every child it has (it finds them in `/proc`),
//! collects them, and does so again with the processes those leave to it, until it has no
//! child left; only then does it report the exit. The peak is the largest over the program
//! and every process the launcher collected. The judge then reads the rest of the outputs:
//! nothing in the program's tree holds them any more, and a process outside it (started
//! through a service such as `systemd-run` or `at`, or given the descriptors over a socket)
//! gets [`GRACE`], after which the judge stops reading. A case so takes at most its time
//! limit plus twice [`GRACE`]. The judge's own binary is a child subreaper too: a process
//! its launcher could not collect (the launcher killed after the grace) comes to the judge,
//! which kills it after the case. A process that calls [`run`] without being a child
//! subreaper itself (a test, another tool) gets the same guarantee from a *guard*: the
//! launcher is then started under a second copy of the judge's binary ([`GUARD`]), a child
//! subreaper that does nothing but wait for the launcher, hand it the time limit's SIGTERM,
//! kill it [`GRACE`]` / 2` after that if it has not ended, and then kill and collect every
//! process left to it, so that a program that kills its own launcher (`kill -9 $PPID`)
//! still leaves nothing running. Ctrl-C (or SIGTERM) to the judge reaches the launcher,
//! which ends the program and all it started: the program is not in the terminal's
//! foreground group, so the terminal's interrupt would not reach it. Elsewhere than on
//! Linux, only the process group is killed.
//!
//! The `libc` crate gives the system calls (`wait4`, `prctl`, `kill`, `poll`).

use crate::runtime::cli::one_line;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Directory of the suite's binaries: the one holding the running executable.
pub fn binary_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("path of the running executable");
    exe.parent()
        .expect("executable has a directory")
        .to_path_buf()
}

/// Standard output kept per run; the rest is read and dropped.
pub const OUTPUT_CAP: usize = 64 << 20;

/// The hidden first argument that makes the judge's binary a launcher (see the module docs).
pub const LAUNCH: &str = "--internal-launch";

/// The hidden argument after [`LAUNCH`] that starts a guard above the launcher, for a
/// caller of [`run`] that is not a child subreaper (see the module docs).
pub const GUARD: &str = "--guard";

/// File descriptor of the launcher's report pipe.
const REPORT_FD: libc::c_int = 3;

/// A program to judge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Program {
    /// An executable file, run without arguments.
    Exe(PathBuf),
    /// A shell command, run with `sh -c`.
    Shell(String),
    /// An executable file and its arguments, run without a shell (the tools' tests pass
    /// arguments no shell should see).
    Args(PathBuf, Vec<OsString>),
}

impl Program {
    /// The program's command line: what the launcher runs.
    fn argv(&self) -> Vec<OsString> {
        match self {
            Program::Exe(path) => vec![path.clone().into_os_string()],
            Program::Shell(cmd) => vec!["sh".into(), "-c".into(), cmd.into()],
            Program::Args(path, args) => std::iter::once(path.clone().into_os_string())
                .chain(args.iter().cloned())
                .collect(),
        }
    }

    /// How the program is shown in reports: on one printable line, hidden characters
    /// escaped ([`one_line`]).
    pub fn describe(&self) -> String {
        match self {
            Program::Exe(path) => one_line(&path.display().to_string()),
            Program::Shell(cmd) => format!("`{}`", one_line(cmd)),
            Program::Args(path, args) => {
                let args: Vec<String> = (args.iter())
                    .map(|a| crate::input::quote(&a.to_string_lossy()))
                    .collect();
                format!(
                    "{} {}",
                    one_line(&path.display().to_string()),
                    args.join(" ")
                )
            }
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Exited by itself with this status.
    Code(i32),
    /// Killed by this signal (not by the judge).
    Signal(i32),
    /// Killed by the judge at the time limit.
    TimedOut,
}

impl std::fmt::Display for Exit {
    /// `exit status 3`, `killed by signal 11 (SIGSEGV)`, `killed at the time limit`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Exit::Code(c) => write!(f, "exit status {c}"),
            Exit::Signal(s) => write!(f, "killed by signal {s}{}", signal_name(s)),
            Exit::TimedOut => write!(f, "killed at the time limit"),
        }
    }
}

fn signal_name(sig: i32) -> &'static str {
    match sig {
        libc::SIGSEGV => " (SIGSEGV)",
        libc::SIGABRT => " (SIGABRT)",
        libc::SIGKILL => " (SIGKILL)",
        libc::SIGFPE => " (SIGFPE)",
        libc::SIGILL => " (SIGILL)",
        libc::SIGBUS => " (SIGBUS)",
        libc::SIGPIPE => " (SIGPIPE)",
        libc::SIGTERM => " (SIGTERM)",
        _ => "",
    }
}

/// The result of one run of a program.
#[derive(Debug, Clone)]
pub struct Run {
    /// How it ended.
    pub exit: Exit,
    /// Standard output (at most [`OUTPUT_CAP`] bytes).
    pub stdout: Vec<u8>,
    /// Whether standard output was longer than [`OUTPUT_CAP`] and got cut.
    pub stdout_truncated: bool,
    /// Standard error (at most [`OUTPUT_CAP`] bytes).
    pub stderr: Vec<u8>,
    /// Wall time from start to exit.
    pub wall: Duration,
    /// Peak resident memory in KiB, over the program and the descendants it waited for.
    pub peak_kib: u64,
}

/// How long the judge waits, once a case has ended (its program exited, or was killed at
/// the time limit), for the launcher's report and for the end of the program's outputs.
/// Every process the case started is killed when it ends, so the outputs end at once;
/// only a process outside the program's tree that holds them (one started through a
/// service, or given the descriptors over a socket) could keep them open, and the judge
/// then stops reading after this grace and judges what it read. A case therefore takes
/// at most its time limit plus twice this grace, whatever the program does.
pub const GRACE: Duration = Duration::from_secs(1);

/// Launcher of the run in progress (0 if none), for the interrupt handler.
static RUNNING_LAUNCHER: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_interrupt(sig: libc::c_int) {
    let launcher = RUNNING_LAUNCHER.load(Ordering::SeqCst);
    // SAFETY: kill, signal and raise are async-signal-safe.
    unsafe {
        if launcher > 0 {
            // The launcher ends the program and everything it started.
            libc::kill(launcher, libc::SIGTERM);
        }
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// Makes Ctrl-C (or SIGTERM) also end the program being judged and everything it started:
/// its launcher is told to (the program runs in a process group of its own, which the
/// terminal's interrupt does not reach). Also makes the judge a child subreaper (see the
/// module docs), so that a process its launcher could not collect comes to the judge.
pub(super) fn kill_running_program_on_interrupt() {
    let handler = on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t;
    // SAFETY: installs a handler that only makes async-signal-safe calls.
    unsafe {
        libc::signal(libc::SIGINT, handler);
        libc::signal(libc::SIGTERM, handler);
    }
    become_subreaper();
}

/// Makes this process a child subreaper (Linux): an orphaned descendant is given to it,
/// not to `init`, so it can still be found and killed. Elsewhere, nothing.
fn become_subreaper() {
    #[cfg(target_os = "linux")]
    // SAFETY: prctl with PR_SET_CHILD_SUBREAPER only sets a flag of this process.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    }
}

/// Whether this process is a child subreaper already (Linux; elsewhere, always true: there
/// is nothing a guard could add).
fn is_subreaper() -> bool {
    #[cfg(target_os = "linux")]
    {
        let mut flag: libc::c_int = 0;
        // SAFETY: PR_GET_CHILD_SUBREAPER writes one int through the pointer given.
        let r = unsafe { libc::prctl(libc::PR_GET_CHILD_SUBREAPER, &mut flag as *mut libc::c_int) };
        r == 0 && flag != 0
    }
    #[cfg(not(target_os = "linux"))]
    true
}

/// Sends `sig` to process `pid` (a negative `pid`: to a process group), ignoring one
/// already gone.
fn signal(pid: libc::pid_t, sig: libc::c_int) {
    // SAFETY: plain system call.
    unsafe {
        libc::kill(pid, sig);
    }
}

/// The processes whose parent is this process, read from `/proc` (Linux; elsewhere none).
fn children() -> Vec<libc::pid_t> {
    // SAFETY: getpid has no preconditions.
    let me = unsafe { libc::getpid() };
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let mut kids = Vec::new();
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse().ok()) else {
            continue;
        };
        // `pid (comm) state ppid …`; the command name may hold spaces and parentheses.
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        let ppid = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|p| p.parse::<libc::pid_t>().ok());
        if ppid == Some(me) {
            kids.push(pid);
        }
    }
    kids
}

/// Peak resident memory (KiB) in a `rusage`.
fn peak_of(usage: &libc::rusage) -> u64 {
    let maxrss = usage.ru_maxrss.max(0) as u64;
    // Linux reports KiB, macOS bytes.
    if cfg!(target_os = "macos") {
        maxrss / 1024
    } else {
        maxrss
    }
}

/// `wait4(pid, WNOHANG)`: `Some((pid, status, peak KiB))` for a child collected, `None` if
/// none has ended yet; `Err` with `ECHILD` when there is no child left.
fn collect(pid: libc::pid_t) -> io::Result<Option<(libc::pid_t, libc::c_int, u64)>> {
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero `rusage` is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: `status` and `usage` are valid for writes.
        let r = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        match r {
            0 => return Ok(None),
            r if r > 0 => return Ok(Some((r, status, peak_of(&usage)))),
            _ => {
                let e = io::Error::last_os_error();
                if e.kind() != io::ErrorKind::Interrupted {
                    return Err(e);
                }
            }
        }
    }
}

/// Kills every child of this process and collects it, then the children they leave (a
/// subreaper inherits them), until none is left or `deadline` passes; returns the largest
/// peak memory (KiB) among those collected.
fn end_children(deadline: Option<Instant>) -> u64 {
    let mut peak = 0;
    loop {
        match collect(-1) {
            Ok(Some((_, _, kib))) => {
                peak = peak.max(kib);
                continue;
            }
            Ok(None) => {}
            Err(_) => return peak, // no child left (the usual case: no scan at all)
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return peak;
        }
        for kid in children() {
            signal(kid, libc::SIGKILL);
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Whether the running executable is the judge's binary (its [`super::cli`] was called),
/// which handles [`LAUNCH`] whatever its file is named.
static SELF_LAUNCHES: AtomicBool = AtomicBool::new(false);

/// Makes [`run`] use the running executable as its launcher.
pub(super) fn launch_with_self() {
    SELF_LAUNCHES.store(true, Ordering::SeqCst);
}

/// The launcher: the running executable if it is the judge's binary, else a `judge` binary
/// next to it or (for a test executable in `target/<profile>/deps/`) one directory up.
fn launcher() -> io::Result<PathBuf> {
    let exe = std::env::current_exe()?;
    if SELF_LAUNCHES.load(Ordering::SeqCst) {
        return Ok(exe);
    }
    let name = format!("judge{}", std::env::consts::EXE_SUFFIX);
    let dir = exe.parent().unwrap_or(Path::new("."));
    [dir.join(&name), dir.join("..").join(&name)]
        .into_iter()
        .find(|p| p.is_file())
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::NotFound,
                format!(
                    "no judge binary next to {} to launch programs with (build it: cargo build --release --bin judge)",
                    exe.display()
                ),
            )
        })
}

/// A pipe, both ends closed on `exec`.
fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: `fds` is valid for two writes; on success both are fresh descriptors we own.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: just created, owned by nothing else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// A line of the launcher's report.
enum Report {
    /// The program runs (`pid P`; the judge needs no more).
    Started,
    Exit {
        status: libc::c_int,
        peak_kib: u64,
        wall: Duration,
    },
    Error(String),
}

fn parse_report(line: &str) -> Option<Report> {
    let mut words = line.split_whitespace();
    match words.next()? {
        "pid" => Some(Report::Started),
        "exit" => Some(Report::Exit {
            status: words.next()?.parse().ok()?,
            peak_kib: words.next()?.parse().ok()?,
            wall: Duration::from_nanos(words.next()?.parse().ok()?),
        }),
        "error" => Some(Report::Error(
            line["error ".len().min(line.len())..].to_string(),
        )),
        _ => None,
    }
}

/// What [`pump`] collected: standard output (at most [`OUTPUT_CAP`] bytes) and whether
/// more was dropped, and standard error (as much).
type Outputs = (Vec<u8>, bool, Vec<u8>);

/// Appends `data` to `kept` up to [`OUTPUT_CAP`] bytes; returns whether some was dropped.
fn keep(kept: &mut Vec<u8>, data: &[u8]) -> bool {
    let room = OUTPUT_CAP - kept.len();
    kept.extend_from_slice(&data[..data.len().min(room)]);
    data.len() > room
}

/// Feeds `input` to the program's standard input and reads its standard output and error,
/// each kept up to [`OUTPUT_CAP`] bytes (the rest read and dropped), in one thread that
/// never blocks for long: it returns at the end of both outputs, or within a few
/// milliseconds once `stop` is set. Standard input is closed once written, or when the
/// program stops reading it.
fn pump(
    stdin: ChildStdin,
    input: &[u8],
    stdout: ChildStdout,
    stderr: ChildStderr,
    stop: &AtomicBool,
) -> Outputs {
    let fd = stdin.as_raw_fd();
    // SAFETY: fcntl on a descriptor owned here only changes its flags.
    unsafe {
        libc::fcntl(
            fd,
            libc::F_SETFL,
            libc::fcntl(fd, libc::F_GETFL) | libc::O_NONBLOCK,
        );
    }
    // Dropped (so closed) once everything is written: the program sees the end of input.
    let mut stdin = (!input.is_empty()).then_some(stdin);
    let mut written = 0;
    let (mut out, mut err) = (Some(stdout), Some(stderr));
    let (mut kept_out, mut truncated, mut kept_err) = (Vec::new(), false, Vec::new());
    let mut buf = vec![0u8; 1 << 16];
    while (out.is_some() || err.is_some()) && !stop.load(Ordering::SeqCst) {
        let pollfd = |fd: libc::c_int, events| libc::pollfd {
            fd,
            events,
            revents: 0,
        };
        let mut fds = [
            pollfd(out.as_ref().map_or(-1, |o| o.as_raw_fd()), libc::POLLIN),
            pollfd(err.as_ref().map_or(-1, |e| e.as_raw_fd()), libc::POLLIN),
            pollfd(stdin.as_ref().map_or(-1, |i| i.as_raw_fd()), libc::POLLOUT),
        ];
        // SAFETY: `fds` is valid for its length; a negative descriptor is skipped by poll.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, 20) };
        if ready <= 0 {
            continue; // nothing yet, or a signal: look at `stop` again
        }
        if fds[0].revents != 0
            && let Some(o) = &mut out
        {
            match o.read(&mut buf) {
                Ok(0) => out = None,
                Ok(k) => truncated |= keep(&mut kept_out, &buf[..k]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => out = None,
            }
        }
        if fds[1].revents != 0
            && let Some(e) = &mut err
        {
            match e.read(&mut buf) {
                Ok(0) => err = None,
                Ok(k) => {
                    keep(&mut kept_err, &buf[..k]);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => err = None,
            }
        }
        if fds[2].revents != 0
            && let Some(i) = &mut stdin
        {
            match i.write(&input[written..]) {
                Ok(k) => {
                    written += k;
                    if written == input.len() {
                        stdin = None;
                    }
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::Interrupted | io::ErrorKind::WouldBlock
                    ) => {}
                // A program may exit without reading everything: a broken pipe is fine.
                Err(_) => stdin = None,
            }
        }
    }
    (kept_out, truncated, kept_err)
}

/// Runs `program` with `input` on stdin, killing it once it has run for `time_limit`, with
/// every process it started, whenever it ends; measures its peak memory alone (see the
/// module docs). Returns within the time limit plus twice [`GRACE`], whatever the program
/// does.
///
/// ```no_run
/// use grundy::tools::judge::{run, Exit, Program};
/// use std::time::Duration;
/// let r = run(&Program::Shell("tr a-z A-Z".into()), b"abc\n", Duration::from_secs(5)).unwrap();
/// assert_eq!((r.exit, r.stdout.as_slice()), (Exit::Code(0), &b"ABC\n"[..]));
/// ```
///
/// # Errors
/// If the launcher (the `judge` binary) cannot be found or started, or the program cannot
/// be started.
pub fn run(program: &Program, input: &[u8], time_limit: Duration) -> io::Result<Run> {
    let (report_r, report_w) = pipe()?;
    let mut cmd = Command::new(launcher()?);
    cmd.arg(LAUNCH);
    if !is_subreaper() {
        cmd.arg(GUARD);
    }
    cmd.args(program.argv())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let w = report_w.as_raw_fd();
    // SAFETY: between fork and exec the closure only calls dup2 and fcntl, which are
    // async-signal-safe, and touches no memory but its copied integer.
    unsafe {
        cmd.pre_exec(move || {
            let r = if w == REPORT_FD {
                libc::fcntl(w, libc::F_SETFD, 0)
            } else {
                libc::dup2(w, REPORT_FD)
            };
            if r < 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    drop(report_w);
    let launcher = child.id() as libc::pid_t;
    RUNNING_LAUNCHER.store(launcher, Ordering::SeqCst);
    let stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let stderr = child.stderr.take().expect("piped stderr");
    let stop = Arc::new(AtomicBool::new(false));
    let (out_tx, out_rx) = mpsc::channel();
    {
        let (data, stop) = (input.to_vec(), stop.clone());
        std::thread::spawn(move || {
            let _ = out_tx.send(pump(stdin, &data, stdout, stderr, &stop));
        });
    }
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(File::from(report_r)).lines() {
            let Some(report) = line.ok().as_deref().and_then(parse_report) else {
                break;
            };
            if tx.send(report).is_err() {
                break;
            }
        }
    });
    let mut deadline = start + time_limit;
    let mut killed = false;
    let outcome = loop {
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(Report::Started) => {}
            Ok(Report::Exit {
                status,
                peak_kib,
                wall,
            }) => break Ok((status, peak_kib, wall)),
            Ok(Report::Error(why)) => break Err(io::Error::other(why)),
            Err(mpsc::RecvTimeoutError::Timeout) if !killed => {
                // The time limit: the launcher ends the program and everything it started,
                // then reports.
                signal(launcher, libc::SIGTERM);
                killed = true;
                deadline = Instant::now() + GRACE;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                // No report within the grace (a process that cannot die yet): stop waiting.
                let _ = child.kill();
                break Ok((libc::SIGKILL, 0, start.elapsed()));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) if killed => {
                // A guard killed the launcher, which had not ended within the grace.
                break Ok((libc::SIGKILL, 0, start.elapsed()));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                break Err(io::Error::other(
                    "the launcher ended without reporting the program's exit",
                ));
            }
        }
    };
    // The launcher exits as soon as it has reported.
    let _ = child.wait();
    let _ = RUNNING_LAUNCHER.compare_exchange(launcher, 0, Ordering::SeqCst, Ordering::SeqCst);
    if SELF_LAUNCHES.load(Ordering::SeqCst) {
        // The judge's own binary judges one case at a time: any child of its own now is
        // a process its launcher could not collect (see the module docs).
        end_children(Some(Instant::now() + GRACE));
    }
    // Every process of the case has ended, so the outputs end at once; a process outside
    // the program's tree that still holds them gets the grace, then reading stops.
    let (stdout, stdout_truncated, stderr) = match out_rx.recv_timeout(GRACE) {
        Ok(outputs) => outputs,
        Err(_) => {
            stop.store(true, Ordering::SeqCst);
            out_rx.recv().unwrap_or_default()
        }
    };
    let (status, peak_kib, wall) = outcome?;
    let exit = if killed {
        Exit::TimedOut
    } else if libc::WIFEXITED(status) {
        Exit::Code(libc::WEXITSTATUS(status))
    } else {
        Exit::Signal(libc::WTERMSIG(status))
    };
    Ok(Run {
        exit,
        stdout,
        stdout_truncated,
        stderr,
        wall,
        peak_kib,
    })
}

/// The guard's side (the judge's binary run with [`LAUNCH`] and [`GUARD`] first): as a
/// child subreaper, starts the launcher for `argv` with this process's standard streams and
/// report pipe, then lets go of them; hands it SIGTERM, SIGINT or SIGHUP as SIGTERM and
/// kills it if it has not ended [`GRACE`]` / 2` later; once it has ended, kills and collects
/// every process left to this one (within [`GRACE`]` / 2`). Returns 0, or 2 if the launcher
/// could not be started (the report pipe then says why).
fn guard_main(argv: &[OsString], mut report: File) -> i32 {
    become_subreaper();
    let waited = block_signals();
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            let _ = writeln!(report, "error cannot find the judge's binary: {e}");
            return 2;
        }
    };
    let mut cmd = Command::new(exe);
    cmd.arg(LAUNCH).args(argv);
    // SAFETY: between fork and exec the hook only calls fcntl, which is async-signal-safe.
    unsafe {
        cmd.pre_exec(|| {
            // The report pipe stays open across the launcher's exec.
            if libc::fcntl(REPORT_FD, libc::F_SETFD, 0) < 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let launcher = match cmd.spawn() {
        Ok(c) => c.id() as libc::pid_t,
        Err(e) => {
            let _ = writeln!(report, "error cannot start the launcher: {e}");
            return 2;
        }
    };
    // Let go of the case's streams and report pipe: they end when the launcher's side does.
    drop(report);
    if let Ok(null) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/null")
    {
        for fd in 0..3 {
            // SAFETY: dup2 onto the standard descriptors, which this process owns.
            unsafe {
                libc::dup2(null.as_raw_fd(), fd);
            }
        }
    }
    let mut told: Option<Instant> = None;
    'launcher: loop {
        loop {
            match collect(-1) {
                Ok(Some((p, _, _))) if p == launcher => break 'launcher,
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(_) => break 'launcher,
            }
        }
        let wait = match told {
            Some(at) => {
                let left = (at + GRACE / 2).saturating_duration_since(Instant::now());
                if left.is_zero() {
                    signal(launcher, libc::SIGKILL);
                }
                left.max(Duration::from_millis(10))
            }
            None => Duration::from_secs(3600),
        };
        let timeout = libc::timespec {
            tv_sec: wait.as_secs() as libc::time_t,
            tv_nsec: wait.subsec_nanos() as libc::c_long,
        };
        // SAFETY: `waited` is an initialised set, `timeout` a valid timespec; a null info
        // pointer is allowed.
        let sig = unsafe { libc::sigtimedwait(&waited, std::ptr::null_mut(), &timeout) };
        if matches!(sig, libc::SIGTERM | libc::SIGINT | libc::SIGHUP) {
            signal(launcher, libc::SIGTERM);
            told.get_or_insert_with(Instant::now);
        }
    }
    end_children(Some(Instant::now() + GRACE / 2));
    0
}

/// Blocks SIGCHLD, SIGTERM, SIGINT and SIGHUP in this thread (the launcher and the guard
/// have no other) and returns the set, to be taken one at a time by `sigwaitinfo` or
/// `sigtimedwait`, never by a handler (a program's start resets its mask).
fn block_signals() -> libc::sigset_t {
    // SAFETY: an all-zero sigset is valid storage; sigemptyset and sigaddset fill it, and
    // pthread_sigmask only changes this thread's mask.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for sig in [libc::SIGCHLD, libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            libc::sigaddset(&mut set, sig);
        }
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        set
    }
}

/// The launcher's side (the judge's binary run with [`LAUNCH`] first): runs `argv` as a
/// forked child in a process group of its own, with this process's stdin, stdout and
/// stderr, as a child subreaper; reports on file descriptor 3 as the module docs describe.
/// SIGTERM, SIGINT or SIGHUP end the program early (the judge's time limit, Ctrl-C). Once
/// the program has ended, every process it left is killed and collected before the exit is
/// reported. Returns the launcher's exit status: 0 once it has reported, 2 if there was no
/// report pipe.
pub(super) fn launcher_main(argv: &[OsString]) -> i32 {
    // SAFETY: fcntl on a descriptor number only inspects or changes its flags.
    if unsafe { libc::fcntl(REPORT_FD, libc::F_SETFD, libc::FD_CLOEXEC) } != 0 {
        crate::runtime::cli::print_error(&format!(
            "{LAUNCH} is the judge's own way to start programs, not for use by hand"
        ));
        return 2;
    }
    // SAFETY: descriptor 3 is open (checked above) and from now on owned here alone.
    let mut report = unsafe { File::from_raw_fd(REPORT_FD) };
    if argv.first().is_some_and(|a| a == GUARD) {
        return guard_main(&argv[1..], report);
    }
    let Some((program, args)) = argv.split_first() else {
        let _ = writeln!(report, "error no program given");
        return 2;
    };
    become_subreaper();
    let waited = block_signals();
    let mut cmd = Command::new(program);
    cmd.args(args).process_group(0);
    // A `pre_exec` hook makes the standard library `fork` rather than `posix_spawn`: the
    // child must not share (and so be charged for) this process's address space.
    // SAFETY: the hook does nothing.
    unsafe {
        cmd.pre_exec(|| Ok(()));
    }
    let start = Instant::now();
    let child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            let _ = writeln!(report, "error cannot start {}: {e}", program.display());
            return 0;
        }
    };
    let pid = child.id() as libc::pid_t;
    let _ = writeln!(report, "pid {pid}");
    // Until the program ends: collect whatever child ends (the program, or a process it
    // left that was given to this subreaper), and end the program when asked.
    let mut peak = 0;
    let ended = 'program: loop {
        loop {
            match collect(-1) {
                Ok(Some((p, status, kib))) if p == pid => {
                    break 'program Ok((status, peak.max(kib), start.elapsed()));
                }
                Ok(Some((_, _, kib))) => peak = peak.max(kib),
                Ok(None) => break,
                Err(e) => break 'program Err(e),
            }
        }
        // SAFETY: `waited` is an initialised set; a null info pointer is allowed.
        let sig = unsafe { libc::sigwaitinfo(&waited, std::ptr::null_mut()) };
        if matches!(sig, libc::SIGTERM | libc::SIGINT | libc::SIGHUP) {
            // The program is not collected yet, so `pid` is still its own.
            signal(pid, libc::SIGKILL);
            signal(-pid, libc::SIGKILL);
        }
    };
    // Whatever the program left ends with it: its process group, and every process that
    // came to this subreaper, until none is left.
    signal(-pid, libc::SIGKILL);
    let peak = peak.max(end_children(None));
    let line = match ended {
        Ok((status, kib, wall)) => format!("exit {status} {} {}", peak.max(kib), wall.as_nanos()),
        Err(e) => format!("error cannot wait for the program: {e}"),
    };
    let _ = writeln!(report, "{line}");
    0
}
