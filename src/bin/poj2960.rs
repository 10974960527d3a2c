//! POJ 2960 / HDU 1536 S-Nim: subtraction-game Grundy values, XOR per position.
//! See `grundy::snim`.
//!
//! Each test case is answered as soon as it is read, and only its line of letters is kept
//! (nothing is printed before the whole input is checked), so memory is one case's table;
//! the tables' cost estimates add up within `snim::STEP_LIMIT`, so time is bounded too.
use grundy::input::Input;
use grundy::output::Output;
use grundy::snim::{SNim, STEP_LIMIT, letter};
use proconio::input;
use std::io::Write;

fn main() {
    let mut src = Input::from_stdin();
    let mut answers: Vec<String> = Vec::new();
    let mut spent = 0;
    loop {
        input! { from &mut src, k: usize }
        if k == 0 {
            break;
        }
        let case = answers.len() + 1;
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
        let game = SNim::new(&set, max_heap, STEP_LIMIT - spent).unwrap_or_else(|refusal| {
            let what = format!("heap {max_heap} is too large for this move set: {refusal}");
            src.fail_at(max_line, format!("case {case}: {what}"))
        });
        spent += game.steps();
        answers.push(
            positions
                .iter()
                .map(|heaps| letter(game.first_player_wins(heaps)))
                .collect(),
        );
    }
    src.expect_end();
    let mut out = Output::stdout();
    for line in &answers {
        writeln!(out, "{line}").unwrap();
    }
    out.flush().unwrap();
}
