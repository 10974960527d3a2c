//! Benchmark: Library Checker nim_product_64 at its largest input, the official
//! `random_00` file (10^6 random pairs, about 40 MB): end to end through the binary
//! (parse, multiply, print; wall clock, best of 10), and the product alone in ns.
//! Run with `cargo bench --bench nim_product_64`.
mod common;

use common::time;
use grundy::nim_product::JudgeInput;
use grundy::nimber::{
    clmul_available, nim_mul, nim_mul_portable, nim_mul_slices, nim_mul_tower, nim_square,
};
use grundy::rng::Rng;
use grundy::tools::problems::JudgeCase;
use std::hint::black_box;
use std::process::{Command, Stdio};

fn main() {
    common::print_load();
    let t = 1_000_000;
    let mut r = Rng::new(0);
    let (a, b): (Vec<u64>, Vec<u64>) = (0..t).map(|_| (r.next_u64(), r.next_u64())).unzip();

    let mut out = vec![0u64; t];
    let bulk = time(10, || {
        nim_mul_slices(black_box(&a), black_box(&b), &mut out)
    });
    black_box(&out);
    let single = time(10, || {
        for i in 0..t {
            out[i] = nim_mul(black_box(a[i]), b[i]);
        }
    });
    let portable = time(5, || {
        for i in 0..t {
            out[i] = nim_mul_portable(black_box(a[i]), b[i]);
        }
    });
    let square = time(10, || {
        for i in 0..t {
            out[i] = nim_square(black_box(a[i]));
        }
    });
    let tower = time(1, || {
        for i in 0..t / 100 {
            out[i] = nim_mul_tower(black_box(a[i]), b[i]);
        }
    });
    black_box(&out);
    println!(
        "nim product, 10^6 random pairs (pclmulqdq {}): nim_mul_slices {:.1} ns, nim_mul {:.1} ns, \
         portable {:.1} ns, square {:.1} ns, tower (reference) {:.0} ns per operation",
        if clmul_available() {
            "used"
        } else {
            "not available"
        },
        bulk.best_ns_per(t),
        single.best_ns_per(t),
        portable.best_ns_per(t),
        square.best_ns_per(t),
        tower.best_ns_per(t / 100),
    );

    // End to end on the official random_00 input.
    let pairs = a.iter().copied().zip(b.iter().copied()).collect();
    let input = JudgeInput { pairs }.text();
    let dir = std::env::temp_dir().join(format!("grundy-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (in_path, out_path) = (dir.join("random_00.in"), dir.join("random_00.out"));
    std::fs::write(&in_path, &input).unwrap();
    let exe = env!("CARGO_BIN_EXE_nim_product_64");
    let wall = time(10, || {
        let status = Command::new(exe)
            .stdin(std::fs::File::open(&in_path).unwrap())
            .stdout(std::fs::File::create(&out_path).unwrap())
            .stderr(Stdio::inherit())
            .status()
            .unwrap();
        assert!(status.success());
    });
    let produced = std::fs::read_to_string(&out_path).unwrap();
    assert_eq!(produced.lines().count(), t);
    assert_eq!(
        produced.lines().next().unwrap(),
        nim_mul(a[0], b[0]).to_string()
    );
    std::fs::remove_dir_all(&dir).unwrap();
    println!(
        "nim_product_64: random_00 ({} MB in, 10^6 lines), end to end (process start, read, \
         parse, multiply, print): {:.1} ms wall, best of 10",
        input.len() / 1_000_000,
        wall.best_ms()
    );
}
