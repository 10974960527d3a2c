//! POJ 1704 Georgia and Bob: staircase Nim. See `grundy::staircase`.
use grundy::input::Input;
use grundy::staircase::{first_player_wins, verdict};
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    input! { from &mut src, t: usize }
    let mut cases = Vec::with_capacity(t.min(1 << 16));
    for case in 1..=t {
        input! { from &mut src, n: usize }
        let mut positions = Vec::with_capacity(n.min(1 << 20));
        for _ in 0..n {
            input! { from &mut src, p: u32 }
            src.check(p >= 1, || {
                format!("case {case}: position {p} is not at least 1")
            });
            positions.push(p);
        }
        let mut sorted = positions.clone();
        sorted.sort_unstable();
        if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
            src.fail(format!("case {case}: position {} appears twice", w[0]));
        }
        cases.push(positions);
    }
    src.expect_end();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for positions in &cases {
        writeln!(out, "{}", verdict(first_player_wins(positions))).unwrap();
    }
    out.flush().unwrap();
}
