//! Library Checker "Nim Product (F_{2^64})": T lines `A B`, print `A ⊗ B` for each. The
//! product is `grundy::nimber`'s change of basis with one carry-less multiply, eight at a
//! time where the CPU allows.
//!
//! Inputs reach 10^6 lines (about 40 MB in, 20 MB out), so input and output dominate:
//! `grundy::bulk_io` maps standard input, scans and formats in bulk, and splits the lines
//! over two threads. Any input it does not take as plain (a `+` sign, a byte-order mark,
//! bad input) is read again by the problem's reader, `grundy::nim_product::JudgeInput`,
//! which also words every error.
use grundy::bulk_io::{LineFormatter, StdinBytes, map_pairs};
use grundy::input::Input;
use grundy::nim_product::JudgeInput;
use grundy::nimber::nim_mul_slices;
use grundy::output::Output;
use std::io::Write;

/// Answers formatted per write on the general path.
const PIECE: usize = 4096;

fn main() {
    let bytes = StdinBytes::read();
    let mut out = Output::stdout();
    // `Output` ends the program itself on a write error: `unwrap` cannot fail.
    match map_pairs(&bytes, nim_mul_slices, &mut out) {
        Ok(written) => written.unwrap(),
        Err(_) => {
            let input = JudgeInput::read(&mut Input::from_stdin_bytes(bytes.to_vec()));
            let mut lines = LineFormatter::new();
            for piece in input.products().chunks(PIECE) {
                out.write_all(lines.format(piece)).unwrap();
            }
        }
    }
    out.flush().unwrap();
}
