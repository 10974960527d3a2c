//! Benchmark: Library Checker nim_product_64 at its largest input, the official
//! `random_00` file (10^6 random pairs, about 40 MB): end to end through the binary
//! (process start, read, parse, multiply, print to a file; wall clock, best and median of
//! 15) side by side with the common C solution (`benches/baselines/nim_product_64.c`,
//! 8-bit tables, built here with `gcc -O2` if gcc is found), alternated in the same
//! run; then the parts in process: the product by each kernel, the scanner and the line
//! formatter. Run with `cargo bench --bench nim_product_64`.
mod common;

use common::{Scratch, alternate, run_files, time};
use grundy::bulk_io::{LineFormatter, Scanner};
use grundy::nimber::{MulKernel, nim_mul, nim_mul_portable, nim_mul_tower, nim_square};
use grundy::tools::problems::{JudgeCase, library_checker_input};
use std::hint::black_box;
use std::path::Path;

fn main() {
    common::print_load();
    // End to end on the official random_00 input, against the C baseline.
    let official = library_checker_input("random_00").expect("a known test");
    let t = official.pairs.len();
    let (a, b): (Vec<u64>, Vec<u64>) = official.pairs.iter().copied().unzip();
    let input = official.text();
    let scratch = Scratch::new("nim_product_64");
    let (in_path, out_path, c_out) = (
        scratch.path("random_00.in"),
        scratch.path("random_00.out"),
        scratch.path("c.out"),
    );
    std::fs::write(&in_path, &input).unwrap();
    let ours = Path::new(env!("CARGO_BIN_EXE_nim_product_64"));
    let baseline = scratch.c_baseline("nim_product_64");
    let (wall, c_wall) = alternate(
        15,
        || run_files(ours, &in_path, &out_path),
        || {
            if let Some(c) = &baseline {
                run_files(c, &in_path, &c_out);
            }
        },
    );
    let produced = std::fs::read_to_string(&out_path).unwrap();
    assert_eq!(produced.lines().count(), t);
    assert_eq!(
        produced.lines().next().unwrap(),
        nim_mul(a[0], b[0]).to_string()
    );
    println!(
        "nim_product_64: random_00 ({} MB in, 10^6 lines), end to end: best {:.1} ms, \
         median {:.1} ms of {}",
        input.len() / 1_000_000,
        wall.best_ms(),
        wall.median_ms(),
        wall.runs
    );
    if baseline.is_some() {
        assert!(std::fs::read(&c_out).unwrap() == produced.as_bytes());
        println!(
            "nim_product_64: the 8-bit-table C solution, same input, same run: best {:.1} ms \
             of {}, {:.1} times ours",
            c_wall.best_ms(),
            c_wall.runs,
            c_wall.best_ms() / wall.best_ms()
        );
    }
    drop(scratch);

    // The parts, in process.
    let mut out = vec![0u64; t];
    for kernel in MulKernel::ALL.into_iter().filter(|k| k.available()) {
        let d = time(10, || {
            kernel.mul_slices(black_box(&a), black_box(&b), &mut out)
        });
        println!(
            "nim product, bulk, {kernel:?} kernel: {:.2} ns",
            d.best_ns_per(t)
        );
    }
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
        "nim product, one at a time: nim_mul {:.1} ns, portable {:.1} ns, square {:.1} ns, \
         tower (reference) {:.0} ns",
        single.best_ns_per(t),
        portable.best_ns_per(t),
        square.best_ns_per(t),
        tower.best_ns_per(t / 100),
    );
    let bytes = input.as_bytes();
    let mut tokens = vec![0u64; 4096];
    for (name, simd) in [("AVX-512", true), ("portable", false)] {
        if simd && !Scanner::new(bytes).is_simd() {
            continue;
        }
        let d = time(5, || {
            let mut s = if simd {
                Scanner::new(bytes)
            } else {
                Scanner::portable(bytes)
            };
            while s.fill(&mut tokens).unwrap() == tokens.len() {}
        });
        println!(
            "scanner ({name}): {:.2} ns per number",
            d.best_ns_per(2 * t + 1)
        );
        let d = time(5, || {
            let mut f = if simd {
                LineFormatter::new()
            } else {
                LineFormatter::portable()
            };
            for piece in a.chunks(4096) {
                black_box(f.format(piece));
            }
        });
        println!(
            "line formatter ({name}): {:.2} ns per line",
            d.best_ns_per(t)
        );
    }
}
