//! Library Checker "Nim Product (F_{2^64})": T lines `A B`, print `A ⊗ B` for each. The
//! product is `grundy::nimber`'s change of basis with one carry-less multiply, eight at a
//! time where the CPU allows.
//!
//! Inputs reach 10^6 lines (about 40 MB in, 20 MB out), so input and output dominate:
//! `grundy::bulk_io` maps standard input, scans and formats in bulk, and splits the lines
//! over two threads. Any input it does not take as plain (a `+` sign, a byte-order mark,
//! bad input) is read again by the general reader, which also words every error.
use grundy::bulk_io::{LineFormatter, StdinBytes, map_pairs};
use grundy::input::Input;
use grundy::nimber::nim_mul_slices;
use grundy::output::Output;
use std::io::Write;

/// Pairs multiplied per call of the bulk product on the general path.
const BLOCK: usize = 4096;

fn main() {
    let bytes = StdinBytes::read();
    let mut out = Output::stdout();
    // `Output` ends the program itself on a write error: `unwrap` cannot fail.
    match map_pairs(&bytes, nim_mul_slices, &mut out) {
        Ok(written) => written.unwrap(),
        Err(_) => general(bytes.to_vec(), &mut out),
    }
    out.flush().unwrap();
}

/// The general path: every token through [`Input::next_u64`], with its error contract.
fn general(bytes: Vec<u8>, out: &mut Output) {
    let mut src = Input::from_stdin_bytes(bytes);
    let t = src.next_u64();
    let t = usize::try_from(t).unwrap_or_else(|_| src.fail(format!("T = {t} is too large")));
    let mut products = Vec::with_capacity(t.min(1 << 24));
    let (mut a, mut b, mut p) = ([0u64; BLOCK], [0u64; BLOCK], [0u64; BLOCK]);
    let mut left = t;
    while left > 0 {
        let n = left.min(BLOCK);
        for i in 0..n {
            a[i] = src.next_u64();
            b[i] = src.next_u64();
        }
        nim_mul_slices(&a[..n], &b[..n], &mut p[..n]);
        products.extend_from_slice(&p[..n]);
        left -= n;
    }
    src.expect_end();
    let mut lines = LineFormatter::new();
    for block in products.chunks(BLOCK) {
        out.write_all(lines.format(block)).unwrap();
    }
}
