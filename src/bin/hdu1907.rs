//! HDU 1907 John: misère Nim. See `grundy::misere`.
use grundy::input::Input;
use grundy::misere::{first_player_wins, verdict};
use grundy::output::Output;
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    input! { from &mut src, t: usize }
    let mut cases = Vec::with_capacity(t.min(1 << 16));
    for case in 1..=t {
        input! { from &mut src, n: usize }
        let mut piles = Vec::with_capacity(n.min(1 << 20));
        for _ in 0..n {
            input! { from &mut src, a: u64 }
            piles.push(a);
        }
        // Empty piles are harmless, but with no candy at all nobody can take the last one,
        // and the rules do not say who wins then.
        src.check(piles.iter().any(|&a| a > 0), || {
            format!("case {case}: there is no candy at all, so the game is undefined")
        });
        cases.push(piles);
    }
    src.expect_end();
    let mut out = Output::stdout();
    for piles in &cases {
        writeln!(out, "{}", verdict(first_player_wins(piles))).unwrap();
    }
    out.flush().unwrap();
}
