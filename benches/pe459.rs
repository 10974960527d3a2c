//! Benchmark: Project Euler 459 at N = 10^6, end to end through the binary (wall clock,
//! both threads, best of 5), both tallies in process (two threads sharing the work), and
//! each factor game's tally alone on one thread; then the growth up to the largest N
//! accepted, against the N^1.5 work ratio; last, the standard method in C
//! (`benches/baselines/pe459.c`, one thread, built here with `cc -O2` if a C compiler is
//! found) at N = 10^6 in the same run. Run with `cargo bench --bench pe459`.
use grundy::tartan::{run_tally, run_tally_pair, squares_upto, triangular_upto};
use std::hint::black_box;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn best_of(reps: usize, mut f: impl FnMut()) -> Duration {
    (0..reps)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap()
}

fn main() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average at start: {}", load.trim());
    let n = 1_000_000;
    let exe = env!("CARGO_BIN_EXE_pe459");
    let run = |n: usize| {
        let mut child = Command::new(exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(format!("{n}\n").as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let mut answer = String::new();
    let wall = best_of(5, || answer = run(n));
    println!(
        "pe459: W(10^6) = {}, end to end: {:.0} ms wall, best of 5",
        answer.trim(),
        wall.as_secs_f64() * 1e3
    );
    for big in [2_000_000, 3_000_000, 5_000_000, 10_000_000] {
        let reps = if big <= 3_000_000 { 3 } else { 1 };
        let t = best_of(reps, || {
            black_box(run(big));
        });
        let ratio = t.as_secs_f64() / wall.as_secs_f64();
        let work = (big as f64 / n as f64).powf(1.5);
        println!(
            "pe459: N = {big}: {:.2} s wall (best of {reps}), {ratio:.1} times N = 10^6 for \
             {work:.1} times the work ({:.2})",
            t.as_secs_f64(),
            ratio / work
        );
    }
    let (widths, heights) = (squares_upto(n), triangular_upto(n));
    let both = best_of(3, || {
        black_box(run_tally_pair(black_box(&widths), black_box(&heights), n));
    });
    println!(
        "pe459: both tallies, two threads sharing the work (run_tally_pair): {:.0} ms",
        both.as_secs_f64() * 1e3
    );
    for (name, lengths) in [
        ("squares", squares_upto(n)),
        ("triangular", triangular_upto(n)),
    ] {
        let d = best_of(2, || {
            black_box(run_tally(black_box(&lengths), n));
        });
        println!(
            "pe459: tally of the {name} game alone (one thread): {:.0} ms",
            d.as_secs_f64() * 1e3
        );
    }
    // The standard method in C, alternated with ours.
    let dir = std::env::temp_dir().join(format!("grundy-bench-pe459-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let c_exe = dir.join("pe459_c");
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/baselines/pe459.c");
    let built = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&c_exe)
        .arg(&src)
        .status()
        .is_ok_and(|s| s.success());
    if built {
        let (mut ours, mut theirs) = (Duration::MAX, Duration::MAX);
        for _ in 0..3 {
            ours = ours.min(best_of(1, || assert_eq!(run(n), answer)));
            theirs = theirs.min(best_of(1, || {
                let mut child = Command::new(&c_exe)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .spawn()
                    .unwrap();
                child.stdin.take().unwrap().write_all(b"1000000\n").unwrap();
                let out = child.wait_with_output().unwrap();
                assert!(out.status.success());
                assert_eq!(String::from_utf8(out.stdout).unwrap(), answer);
            }));
        }
        println!(
            "pe459: the standard method in C (one thread), N = 10^6, same run: {:.2} s, {:.1} \
             times ours ({:.2} s), best of 3",
            theirs.as_secs_f64(),
            theirs.as_secs_f64() / ours.as_secs_f64(),
            ours.as_secs_f64()
        );
    } else {
        println!("pe459: no C compiler (cc) found: the baseline was not run");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
