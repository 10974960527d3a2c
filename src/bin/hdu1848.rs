//! HDU 1848 Fibonacci again and again: the Fibonacci subtraction game on three piles.
//! See `grundy::takebreak`.
use grundy::input::Input;
use grundy::output::Output;
use grundy::takebreak::{fibonacci_first_player_wins, fibonacci_values};
use proconio::input;
use std::io::Write;

/// Largest pile accepted: the judge's limit is 1000; beyond a million the table's memory
/// would be the problem, not the method.
const MAX_PILE: usize = 1_000_000;

fn main() {
    let mut src = Input::from_stdin();
    let mut cases: Vec<[usize; 3]> = Vec::new();
    loop {
        if src.is_exhausted() {
            if src.line() == 0 {
                grundy::input::exit_bad_input("the input is empty");
            }
            src.fail("the input ends without the `0 0 0` line");
        }
        input! { from &mut src, piles: [usize; 3] }
        if piles == [0, 0, 0] {
            break;
        }
        for (name, &p) in ["m", "n", "p"].iter().zip(&piles) {
            src.in_range(name, p, 0, MAX_PILE);
        }
        cases.push([piles[0], piles[1], piles[2]]);
    }
    src.expect_end();
    let max = cases.iter().flatten().copied().max().unwrap_or(0);
    let g = fibonacci_values(max);
    let mut out = Output::stdout();
    for piles in &cases {
        let wins = fibonacci_first_player_wins(&g, piles);
        writeln!(out, "{}", if wins { "Fibo" } else { "Nacci" }).unwrap();
    }
    out.flush().unwrap();
}
