//! POJ 2960 / HDU 1536 S-Nim: subtraction-game Grundy values, XOR per position.
//! See `grundy::snim`.
use grundy::input::Input;
use grundy::snim::{SNim, letter};
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    let mut cases = Vec::new();
    loop {
        input! { from &mut src, k: usize }
        if k == 0 {
            break;
        }
        let case = cases.len() + 1;
        let mut set = Vec::with_capacity(k.min(1 << 16));
        for _ in 0..k {
            input! { from &mut src, s: u64 }
            src.check(s >= 1, || {
                format!("case {case}: move size 0 would let a player pass forever")
            });
            set.push(s);
        }
        input! { from &mut src, m: usize }
        let mut positions = Vec::with_capacity(m.min(1 << 16));
        for _ in 0..m {
            input! { from &mut src, l: usize }
            let mut heaps = Vec::with_capacity(l.min(1 << 16));
            for _ in 0..l {
                input! { from &mut src, h: u64 }
                heaps.push(h);
            }
            positions.push(heaps);
        }
        let max_heap = positions.iter().flatten().copied().max().unwrap_or(0);
        let Some(game) = SNim::new(&set, max_heap) else {
            src.fail(format!(
                "case {case}: heap {max_heap} is too large: no period of the Grundy values \
                 within the first {} values",
                grundy::snim::PERIOD_SEARCH_LIMIT
            ));
        };
        cases.push((game, positions));
    }
    src.expect_end();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (game, positions) in &cases {
        let line: String = positions
            .iter()
            .map(|heaps| letter(game.first_player_wins(heaps)))
            .collect();
        writeln!(out, "{line}").unwrap();
    }
    out.flush().unwrap();
}
