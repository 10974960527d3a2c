//! HDU 3537 Daizhenyang's Coin: Mock Turtles. See `grundy::closed_forms`.
use grundy::closed_forms::mock_turtles_first_player_loses;
use grundy::input::Input;
use grundy::output::Output;
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    let mut cases = Vec::new();
    while !src.is_exhausted() {
        input! { from &mut src, n: usize }
        let mut heads = Vec::with_capacity(n.min(1 << 20));
        for _ in 0..n {
            input! { from &mut src, a: u64 }
            src.check(a < 1 << 63, || {
                format!(
                    "case {}: position {a} is too large (the limit is 2^63 - 1)",
                    cases.len() + 1
                )
            });
            heads.push(a);
        }
        cases.push(heads);
    }
    src.expect_end();
    let mut out = Output::stdout();
    for heads in &cases {
        let loses = mock_turtles_first_player_loses(heads);
        writeln!(out, "{}", if loses { "Yes" } else { "No" }).unwrap();
    }
    out.flush().unwrap();
}
