//! POJ 2960 / HDU 1536 S-Nim: subtraction-game Grundy values, XOR per position.
//! See `grundy::snim`.
use grundy::input::Input;
use grundy::output::Output;
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
        // The largest heap and its line: the table must reach it.
        let (mut max_heap, mut max_line) = (0, src.line());
        for _ in 0..m {
            input! { from &mut src, l: usize }
            let mut heaps = Vec::with_capacity(l.min(1 << 16));
            for _ in 0..l {
                input! { from &mut src, h: u64 }
                if h > max_heap {
                    (max_heap, max_line) = (h, src.line());
                }
                heaps.push(h);
            }
            positions.push(heaps);
        }
        let Some(game) = SNim::new(&set, max_heap) else {
            src.fail_at(
                max_line,
                format!(
                    "case {case}: heap {max_heap} is too large for this move set: its Grundy \
                     values show no period within the first {} values",
                    grundy::snim::PERIOD_SEARCH_LIMIT
                ),
            );
        };
        cases.push((game, positions));
    }
    src.expect_end();
    let mut out = Output::stdout();
    for (game, positions) in &cases {
        let line: String = positions
            .iter()
            .map(|heaps| letter(game.first_player_wins(heaps)))
            .collect();
        writeln!(out, "{line}").unwrap();
    }
    out.flush().unwrap();
}
