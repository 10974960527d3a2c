//! Project Euler 459 "Flipping game": read N, print W(N), the number of winning first
//! moves on an all-white N × N board. See `grundy::tartan`.
use grundy::input::Input;
use grundy::output::Output;
use grundy::tartan::pe459;
use proconio::input;
use std::io::Write;

/// Largest N accepted. The method is O(N^1.5) time and O(N) memory: on the README's
/// 2-core machine N = 10^6 takes 0.3 s, 5·10^6 about 3 s, 10^7 about 11 s (both cores,
/// idle) and 85 MB.
const MAX_N: usize = 10_000_000;

fn main() {
    let mut src = Input::from_stdin();
    input! { from &mut src, n: usize }
    // W(0) = 0: an empty board offers no move at all.
    src.in_range("N", n, 0, MAX_N);
    src.expect_end();
    let w = pe459(n);
    let mut out = Output::stdout();
    writeln!(out, "{w}").unwrap();
    out.flush().unwrap();
}
