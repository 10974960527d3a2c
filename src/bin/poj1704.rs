//! POJ 1704 Georgia and Bob: staircase Nim. See `grundy::staircase`.
use grundy::input::Input;
use grundy::output::Output;
use grundy::staircase::{first_player_wins, verdict};
use proconio::input;
use rustc_hash::FxHashSet;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    input! { from &mut src, t: usize }
    let mut cases = Vec::with_capacity(t.min(1 << 16));
    for case in 1..=t {
        input! { from &mut src, n: usize }
        let mut positions = Vec::with_capacity(n.min(1 << 20));
        let mut seen = FxHashSet::default();
        for _ in 0..n {
            input! { from &mut src, p: u64 }
            src.check(p >= 1, || {
                format!("case {case}: position {p} is not at least 1")
            });
            src.check(seen.insert(p), || {
                format!("case {case}: position {p} appears twice")
            });
            positions.push(p);
        }
        cases.push(positions);
    }
    src.expect_end();
    let mut out = Output::stdout();
    for positions in &cases {
        writeln!(out, "{}", verdict(first_player_wins(positions))).unwrap();
    }
    out.flush().unwrap();
}
