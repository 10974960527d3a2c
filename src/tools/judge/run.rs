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
//! `error <why>` if the program could not be started. At the time limit the judge kills the
//! program's whole group, so a `sleep` started by a shell dies too, and the launcher still
//! reports the peak. Ctrl-C (or SIGTERM) to the judge kills the group as well: it is not in
//! the terminal's foreground group, so the terminal's interrupt would not reach it.
//!
//! This is the one place where the suite uses the `libc` crate (already in the dependency
//! tree through the test tools).

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Standard output kept per run; the rest is read and dropped.
pub const OUTPUT_CAP: usize = 64 << 20;

/// The hidden first argument that makes the judge's binary a launcher (see the module docs).
pub const LAUNCH: &str = "--internal-launch";

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

    /// How the program is shown in reports.
    pub fn describe(&self) -> String {
        match self {
            Program::Exe(path) => path.display().to_string(),
            Program::Shell(cmd) => format!("`{cmd}`"),
            Program::Args(path, args) => {
                let args: Vec<String> = (args.iter())
                    .map(|a| crate::input::quote(&a.to_string_lossy()))
                    .collect();
                format!("{} {}", path.display(), args.join(" "))
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

/// Reads `r` to its end, keeping at most [`OUTPUT_CAP`] bytes; returns them and whether
/// more was dropped.
fn read_capped(mut r: impl Read) -> (Vec<u8>, bool) {
    let mut kept = Vec::new();
    let mut buf = vec![0u8; 1 << 16];
    let mut truncated = false;
    loop {
        match r.read(&mut buf) {
            Ok(0) => break,
            Ok(k) => {
                let room = OUTPUT_CAP - kept.len();
                kept.extend_from_slice(&buf[..k.min(room)]);
                truncated |= k > room;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    (kept, truncated)
}

/// Process group of the run in progress (0 if none), for the interrupt handler.
static RUNNING_GROUP: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_interrupt(sig: libc::c_int) {
    let group = RUNNING_GROUP.load(Ordering::SeqCst);
    // SAFETY: kill, signal and raise are async-signal-safe.
    unsafe {
        if group > 0 {
            libc::kill(-group, libc::SIGKILL);
        }
        libc::signal(sig, libc::SIG_DFL);
        libc::raise(sig);
    }
}

/// Makes Ctrl-C (or SIGTERM) also kill the program being judged: it runs in a process
/// group of its own, which the terminal's interrupt does not reach.
pub(super) fn kill_running_program_on_interrupt() {
    let handler = on_interrupt as extern "C" fn(libc::c_int) as libc::sighandler_t;
    // SAFETY: installs a handler that only makes async-signal-safe calls.
    unsafe {
        libc::signal(libc::SIGINT, handler);
        libc::signal(libc::SIGTERM, handler);
    }
}

/// Kills every process of the process group `pgid` (ignoring a group already gone).
fn kill_group(pgid: libc::pid_t) {
    // SAFETY: plain system call; a negative pid addresses the process group.
    unsafe {
        libc::kill(-pgid, libc::SIGKILL);
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
    Pid(libc::pid_t),
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
        "pid" => Some(Report::Pid(words.next()?.parse().ok()?)),
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

/// Runs `program` with `input` on stdin, killing it (with its whole process group) once it
/// has run for `time_limit`; measures its peak memory alone (see the module docs).
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
    cmd.arg(LAUNCH)
        .args(program.argv())
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
    let mut stdin = child.stdin.take().expect("piped stdin");
    let stdout = child.stdout.take().expect("piped stdout");
    let stderr = child.stderr.take().expect("piped stderr");
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        // A program may exit without reading everything: a broken pipe is fine.
        let _ = stdin.write_all(&data);
    });
    let out_reader = std::thread::spawn(move || read_capped(stdout));
    let err_reader = std::thread::spawn(move || read_capped(stderr));
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
    let mut group = None;
    let mut killed = false;
    let outcome = loop {
        let left = time_limit.saturating_sub(start.elapsed());
        let next = if killed {
            rx.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected)
        } else {
            rx.recv_timeout(left)
        };
        match next {
            Ok(Report::Pid(pid)) => {
                group = Some(pid);
                RUNNING_GROUP.store(pid, Ordering::SeqCst);
            }
            Ok(Report::Exit {
                status,
                peak_kib,
                wall,
            }) => break Ok((status, peak_kib, wall)),
            Ok(Report::Error(why)) => break Err(io::Error::other(why)),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                match group {
                    Some(pid) => kill_group(pid),
                    // Not started yet after the whole time limit: end the launcher.
                    None => {
                        let _ = child.kill();
                    }
                }
                killed = true;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                break Err(io::Error::other(
                    "the launcher ended without reporting the program's exit",
                ));
            }
        }
    };
    // Descendants left behind (`cmd &`) would hold the pipes open: end them too.
    if let Some(pid) = group {
        kill_group(pid);
        let _ = RUNNING_GROUP.compare_exchange(pid, 0, Ordering::SeqCst, Ordering::SeqCst);
    }
    let _ = child.wait();
    let _ = writer.join();
    let (stdout, stdout_truncated) = out_reader.join().expect("stdout reader");
    let (stderr, _) = err_reader.join().expect("stderr reader");
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

/// Waits for process `pid` with `wait4(2)`: its status and peak memory (KiB).
fn wait_with_usage(pid: libc::pid_t) -> io::Result<(libc::c_int, u64)> {
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero `rusage` is a valid value of this plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: `status` and `usage` are valid for writes; `pid` is our own child,
        // which nothing else waits for.
        let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if r == pid {
            break;
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
    let maxrss = usage.ru_maxrss.max(0) as u64;
    // Linux reports KiB, macOS bytes.
    let kib = if cfg!(target_os = "macos") {
        maxrss / 1024
    } else {
        maxrss
    };
    Ok((status, kib))
}

/// The launcher's side (the judge's binary run with [`LAUNCH`] first): runs `argv` as a
/// forked child in a process group of its own, with this process's stdin, stdout and
/// stderr, and reports on file descriptor 3 as the module docs describe. Returns the
/// launcher's exit status: 0 once it has reported, 2 if there was no report pipe.
pub(super) fn launcher_main(argv: &[OsString]) -> i32 {
    // SAFETY: fcntl on a descriptor number only inspects or changes its flags.
    if unsafe { libc::fcntl(REPORT_FD, libc::F_SETFD, libc::FD_CLOEXEC) } != 0 {
        crate::tools::cli::print_error(&format!(
            "{LAUNCH} is the judge's own way to start programs, not for use by hand"
        ));
        return 2;
    }
    // SAFETY: descriptor 3 is open (checked above) and from now on owned here alone.
    let mut report = unsafe { File::from_raw_fd(REPORT_FD) };
    let Some((program, args)) = argv.split_first() else {
        let _ = writeln!(report, "error no program given");
        return 2;
    };
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
    let line = match wait_with_usage(pid) {
        Ok((status, kib)) => format!("exit {status} {kib} {}", start.elapsed().as_nanos()),
        Err(e) => format!("error cannot wait for the program: {e}"),
    };
    let _ = writeln!(report, "{line}");
    0
}
