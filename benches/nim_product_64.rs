//! Benchmark: Library Checker nim_product_64 at its largest input, the official
//! `random_00` file (10^6 random pairs, about 40 MB): end to end through the binary
//! (process start, read, parse, multiply, print to a file; wall clock, best of 15) side by
//! side with the common C solution (`benches/baselines/nim_product_64.c`, 8-bit tables,
//! built here with `cc -O2` if a C compiler is found) in the same run; then the parts in
//! process: the product by each kernel, the scanner and the line formatter.
//! Run with `cargo bench --bench nim_product_64`.
use grundy::bulk_io::{LineFormatter, Scanner};
use grundy::nimber::{MulKernel, nim_mul, nim_mul_portable, nim_mul_tower, nim_square};
use grundy::rng::Rng;
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::Path;
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

/// Wall time of `exe` reading `input` and writing `output`, asserting success.
fn run_once(exe: &Path, input: &Path, output: &Path) -> Duration {
    let t = Instant::now();
    let status = Command::new(exe)
        .stdin(std::fs::File::open(input).unwrap())
        .stdout(std::fs::File::create(output).unwrap())
        .stderr(Stdio::inherit())
        .status()
        .unwrap();
    assert!(status.success(), "{}", exe.display());
    t.elapsed()
}

fn main() {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average at start: {}", load.trim());
    let t = 1_000_000;
    let mut r = Rng::new(0);
    let (a, b): (Vec<u64>, Vec<u64>) = (0..t).map(|_| (r.next_u64(), r.next_u64())).unzip();
    let per = |d: Duration, n: usize| d.as_secs_f64() * 1e9 / n as f64;

    // End to end on the official random_00 input, against the C baseline.
    let mut input = String::with_capacity(t * 42 + 8);
    writeln!(input, "{t}").unwrap();
    for i in 0..t {
        writeln!(input, "{} {}", a[i], b[i]).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("grundy-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (in_path, out_path) = (dir.join("random_00.in"), dir.join("random_00.out"));
    std::fs::write(&in_path, &input).unwrap();
    let ours = Path::new(env!("CARGO_BIN_EXE_nim_product_64"));
    let baseline_src =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/baselines/nim_product_64.c");
    let c_exe = dir.join("nim_product_64_c");
    let c_built = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&c_exe)
        .arg(&baseline_src)
        .status()
        .is_ok_and(|s| s.success());
    // Alternate the two programs so that both see the same load.
    let (mut best, mut best_c) = (Duration::MAX, Duration::MAX);
    let mut all = Vec::new();
    for _ in 0..15 {
        let d = run_once(ours, &in_path, &out_path);
        all.push(d);
        best = best.min(d);
        if c_built {
            best_c = best_c.min(run_once(&c_exe, &in_path, &dir.join("c.out")));
        }
    }
    all.sort();
    let produced = std::fs::read_to_string(&out_path).unwrap();
    assert_eq!(produced.lines().count(), t);
    assert_eq!(
        produced.lines().next().unwrap(),
        nim_mul(a[0], b[0]).to_string()
    );
    if c_built {
        assert!(std::fs::read(dir.join("c.out")).unwrap() == produced.as_bytes());
    }
    println!(
        "nim_product_64: random_00 ({} MB in, 10^6 lines), end to end: best {:.1} ms, \
         median {:.1} ms of 15",
        input.len() / 1_000_000,
        best.as_secs_f64() * 1e3,
        all[7].as_secs_f64() * 1e3
    );
    if c_built {
        println!(
            "nim_product_64: the 8-bit-table C solution, same input, same run: best {:.1} ms \
             of 15, {:.1} times ours",
            best_c.as_secs_f64() * 1e3,
            best_c.as_secs_f64() / best.as_secs_f64()
        );
    } else {
        println!("nim_product_64: no C compiler (cc) found: the baseline was not run");
    }
    std::fs::remove_dir_all(&dir).unwrap();

    // The parts, in process.
    let mut out = vec![0u64; t];
    for kernel in MulKernel::ALL.into_iter().filter(|k| k.available()) {
        let d = best_of(10, || {
            kernel.mul_slices(black_box(&a), black_box(&b), &mut out)
        });
        println!("nim product, bulk, {kernel:?} kernel: {:.2} ns", per(d, t));
    }
    let single = best_of(10, || {
        for i in 0..t {
            out[i] = nim_mul(black_box(a[i]), b[i]);
        }
    });
    let portable = best_of(5, || {
        for i in 0..t {
            out[i] = nim_mul_portable(black_box(a[i]), b[i]);
        }
    });
    let square = best_of(10, || {
        for i in 0..t {
            out[i] = nim_square(black_box(a[i]));
        }
    });
    let tower = best_of(1, || {
        for i in 0..t / 100 {
            out[i] = nim_mul_tower(black_box(a[i]), b[i]);
        }
    });
    black_box(&out);
    println!(
        "nim product, one at a time: nim_mul {:.1} ns, portable {:.1} ns, square {:.1} ns, \
         tower (reference) {:.0} ns",
        per(single, t),
        per(portable, t),
        per(square, t),
        per(tower, t / 100),
    );
    let bytes = input.as_bytes();
    let mut tokens = vec![0u64; 4096];
    for (name, simd) in [("AVX-512", true), ("portable", false)] {
        let d = best_of(5, || {
            let mut s = if simd {
                Scanner::new(bytes)
            } else {
                Scanner::portable(bytes)
            };
            while s.fill(&mut tokens).unwrap() == tokens.len() {}
        });
        if simd && !Scanner::new(bytes).is_simd() {
            continue;
        }
        println!("scanner ({name}): {:.2} ns per number", per(d, 2 * t + 1));
        let d = best_of(5, || {
            let mut f = if simd {
                LineFormatter::new()
            } else {
                LineFormatter::portable()
            };
            for piece in a.chunks(4096) {
                black_box(f.format(piece));
            }
        });
        println!("line formatter ({name}): {:.2} ns per line", per(d, t));
    }
}
